/** The header and footer menus in their order, with the editor of an item: its title per language and its link. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Row, Select, Switch, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminMenu, AdminMenuBody } from '@/shared/schemas/catalogue';
import { MENU_SECTIONS, type Locale } from '@/shared/constants';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { loadCatalogue, selectCatalogueMenus } from '../slice';
import { useCatalogueEditing } from '../hooks/useCatalogueEditing';
import { CatalogueAddButton } from './CatalogueAddButton';
import { CatalogueOrderingItem, TranslatedTextItem } from './catalogue-fields';
import { CatalogueEditor } from './CatalogueEditor';
import { filledTexts, hasText, LocaleTabs } from './LocaleTabs';
import { RowActions } from './RowActions';

type Values = Omit<AdminMenuBody, 'titleTranslations'> & { titleTranslations?: Partial<Record<Locale, string>> };

const isExternal = (path: string) => /^https?:\/\//i.test(path);

export function MenusView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCatalogueMenus);
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'menus' }));
  }, [dispatch]);

  const { open, editing, save } = useCatalogueEditing('menus', list.data);
  const initialValues: Partial<Values> = editing ?? {
    section: 'footer',
    isNewTab: false,
    ordering: list.data.filter((m) => m.section === 'footer').length + 1,
    titleTranslations: {},
  };

  const saveValues = (values: Values) =>
    save({
      title: values.title,
      titleTranslations: filledTexts(values.titleTranslations, hasText),
      path: values.path.trim(),
      section: values.section,
      isNewTab: values.isNewTab ?? false,
      ordering: values.ordering ?? 0,
    });

  const columns: ListColumn<AdminMenu>[] = [
    {
      key: 'section',
      title: t('admin.catalogue.section'),
      render: (_: unknown, m) => <Tag>{t(`admin.catalogue.sections.${m.section}`)}</Tag>,
    },
    { key: 'ordering', title: t('admin.catalogue.ordering'), dataIndex: 'ordering', align: 'right' },
    { key: 'title', title: t('admin.catalogue.menuTitle'), render: (_: unknown, m) => <Typography.Text strong>{m.title}</Typography.Text> },
    {
      key: 'path',
      title: t('admin.catalogue.link'),
      render: (_: unknown, m) => (
        <>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {m.path}
          </Typography.Text>
          <div style={{ fontSize: 12, opacity: 0.65 }}>
            {isExternal(m.path) ? t('admin.catalogue.external') : t('admin.catalogue.internal')}
            {m.isNewTab ? ` · ${t('admin.catalogue.newTab')}` : ''}
          </div>
        </>
      ),
    },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, m) => <RowActions kind="menus" id={m._id} /> },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.catalogue.menusExplain')}</Typography.Paragraph>
      <div>
        <CatalogueAddButton kind="menus" label={t('admin.catalogue.addMenu')} />
      </div>
      <ListTable<AdminMenu> list={list} columns={columns} emptyText={t('admin.catalogue.noMenus')} data-testid="catalogue-menus-table" />
      <CatalogueEditor<Values>
        open={open}
        title={editing ? t('admin.catalogue.editMenu', { name: editing.title }) : t('admin.catalogue.addMenu')}
        form={form}
        initialValues={initialValues}
        onSave={saveValues}
      >
        <Form.Item
          name="path"
          label={t('admin.catalogue.link')}
          extra={t('admin.catalogue.linkHint')}
          rules={[{ required: true, whitespace: true, message: t('admin.catalogue.required') }]}
        >
          <Input maxLength={500} placeholder="/page/terms" data-testid="catalogue-path" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item name="section" label={t('admin.catalogue.section')}>
              <Select options={MENU_SECTIONS.map((value) => ({ value, label: t(`admin.catalogue.sections.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <CatalogueOrderingItem />
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item name="isNewTab" label={t('admin.catalogue.newTab')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <LocaleTabs render={(locale) => <TranslatedTextItem locale={locale} field="title" label={t('admin.catalogue.menuTitle')} />} />
      </CatalogueEditor>
    </>
  );
}
