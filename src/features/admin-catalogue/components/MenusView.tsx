/** The header and footer menus in their order, with the editor of an item: its title per language and its link. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminMenu, AdminMenuBody } from '@/shared/schemas/catalogue';
import { MENU_SECTIONS, type Locale } from '@/shared/constants';
import { loadCatalogue, openCatalogueEditor, saveCatalogueItem, selectCatalogueEditor, selectCatalogueMenus } from '../slice';
import { CatalogueEditor } from './CatalogueEditor';
import { filledTexts, hasText, LocaleTabs } from './LocaleTabs';
import { RowActions } from './RowActions';

type Values = Omit<AdminMenuBody, 'titleTranslations'> & { titleTranslations?: Partial<Record<Locale, string>> };

const isExternal = (path: string) => /^https?:\/\//i.test(path);

export function MenusView() {
  const { t } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCatalogueMenus);
  const editor = useAppSelector(selectCatalogueEditor);
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'menus' }));
  }, [dispatch]);

  const open = editor?.kind === 'menus';
  const editing = open && editor.id ? list.data.find((m) => m._id === editor.id) : undefined;
  const initialValues: Partial<Values> = editing ?? {
    section: 'footer',
    isNewTab: false,
    ordering: list.data.filter((m) => m.section === 'footer').length + 1,
    titleTranslations: {},
  };

  const save = (values: Values) =>
    dispatch(
      saveCatalogueItem({
        kind: 'menus',
        id: editing?._id ?? null,
        body: {
          title: values.title,
          titleTranslations: filledTexts(values.titleTranslations, hasText),
          path: values.path.trim(),
          section: values.section,
          isNewTab: values.isNewTab ?? false,
          ordering: values.ordering ?? 0,
        },
      }),
    );

  const columns: TableColumnsType<AdminMenu> = [
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
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dispatch(openCatalogueEditor({ kind: 'menus', id: null }))}
          data-testid="catalogue-add"
        >
          {t('admin.catalogue.addMenu')}
        </Button>
      </div>
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} />}
      <Table<AdminMenu>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.requesting}
        locale={{ emptyText: t('admin.catalogue.noMenus') }}
        scroll={{ x: 'max-content' }}
        pagination={false}
        data-testid="catalogue-menus-table"
      />
      <CatalogueEditor<Values>
        open={open}
        title={editing ? t('admin.catalogue.editMenu', { name: editing.title }) : t('admin.catalogue.addMenu')}
        form={form}
        initialValues={initialValues}
        onSave={save}
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
            <Form.Item name="ordering" label={t('admin.catalogue.ordering')}>
              <InputNumber<number> min={0} max={100000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item name="isNewTab" label={t('admin.catalogue.newTab')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <LocaleTabs
          render={(locale) => (
            <Form.Item
              name={locale ? ['titleTranslations', locale] : 'title'}
              label={t('admin.catalogue.menuTitle')}
              rules={locale ? [] : [{ required: true, whitespace: true, message: t('admin.catalogue.required') }]}
            >
              <Input
                maxLength={100}
                placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
                data-testid={`catalogue-title-${locale ?? 'default'}`}
              />
            </Form.Item>
          )}
        />
      </CatalogueEditor>
    </>
  );
}
