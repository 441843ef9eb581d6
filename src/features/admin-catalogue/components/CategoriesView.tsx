/** The performer categories in their order, with the editor of one: name and description per language. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Row, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminCategory, AdminCategoryBody } from '@/shared/schemas/catalogue';
import type { Locale } from '@/shared/constants';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { loadCatalogue, selectCatalogueCategories } from '../slice';
import { useCatalogueEditing } from '../hooks/useCatalogueEditing';
import { CatalogueAddButton } from './CatalogueAddButton';
import { CatalogueOrderingItem, CatalogueSlugItem, CatalogueStatusItem, TranslatedTextItem } from './catalogue-fields';
import { CatalogueEditor } from './CatalogueEditor';
import { filledTexts, hasText, LocaleTabs } from './LocaleTabs';
import { RowActions } from './RowActions';

type Values = Omit<AdminCategoryBody, 'nameTranslations' | 'descriptionTranslations'> & {
  nameTranslations?: Partial<Record<Locale, string>>;
  descriptionTranslations?: Partial<Record<Locale, string>>;
};

export function CategoriesView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCatalogueCategories);
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'categories' }));
  }, [dispatch]);

  const { open, editing, save } = useCatalogueEditing('categories', list.data);
  const nextOrdering = list.data.reduce((max, c) => Math.max(max, c.ordering + 1), 0);
  const initialValues: Partial<Values> = editing ?? {
    ordering: nextOrdering,
    status: 'active',
    nameTranslations: {},
    descriptionTranslations: {},
  };

  const saveValues = (values: Values) =>
    save({
      name: values.name,
      slug: values.slug.trim(),
      description: values.description?.trim() || null,
      nameTranslations: filledTexts(values.nameTranslations, hasText),
      descriptionTranslations: filledTexts(values.descriptionTranslations, hasText),
      ordering: values.ordering ?? 0,
      status: values.status,
    });

  const columns: ListColumn<AdminCategory>[] = [
    { key: 'ordering', title: t('admin.catalogue.ordering'), dataIndex: 'ordering', width: 80, align: 'right' },
    {
      key: 'name',
      title: t('admin.catalogue.name'),
      render: (_: unknown, c) => (
        <>
          <Typography.Text strong>{c.name}</Typography.Text>
          <div style={{ fontSize: 12, opacity: 0.65 }}>{c.slug}</div>
        </>
      ),
    },
    {
      key: 'status',
      title: t('admin.catalogue.status'),
      render: (_: unknown, c) => <Tag color={c.status === 'active' ? 'green' : undefined}>{t(`admin.catalogue.statuses.${c.status}`)}</Tag>,
    },
    { key: 'performers', title: t('admin.catalogue.performers'), dataIndex: 'performerCount', align: 'right' },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, c) => <RowActions kind="categories" id={c._id} /> },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.catalogue.categoriesExplain')}</Typography.Paragraph>
      <div>
        <CatalogueAddButton kind="categories" label={t('admin.catalogue.addCategory')} />
      </div>
      <ListTable<AdminCategory>
        list={list}
        columns={columns}
        emptyText={t('admin.catalogue.noCategories')}
        data-testid="catalogue-categories-table"
      />
      <CatalogueEditor<Values>
        open={open}
        title={editing ? t('admin.catalogue.editCategory', { name: editing.name }) : t('admin.catalogue.addCategory')}
        form={form}
        initialValues={initialValues}
        onSave={saveValues}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <CatalogueSlugItem />
          </Col>
          <Col xs={12} sm={6}>
            <CatalogueOrderingItem />
          </Col>
          <Col xs={12} sm={6}>
            <CatalogueStatusItem statuses={['active', 'inactive']} />
          </Col>
        </Row>
        <LocaleTabs
          render={(locale) => (
            <>
              <TranslatedTextItem locale={locale} field="name" label={t('admin.catalogue.name')} />
              <Form.Item name={locale ? ['descriptionTranslations', locale] : 'description'} label={t('admin.catalogue.description')}>
                <Input.TextArea rows={3} maxLength={2000} placeholder={locale ? t('admin.catalogue.usesDefault') : undefined} />
              </Form.Item>
            </>
          )}
        />
      </CatalogueEditor>
    </>
  );
}
