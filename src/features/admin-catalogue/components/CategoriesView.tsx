/** The performer categories in their order, with the editor of one: name and description per language. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Chip } from '@/features/ui/components/Chip';
import { TextAreaField, textOf } from '@/features/ui/components/CheckedForm';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useInPageLanguage } from '@/features/ui/hooks/useInPageLanguage';
import type { AdminCategory } from '@/shared/schemas/catalogue';
import { loadCatalogue, selectCatalogueCategories } from '../slice';
import { useCatalogueEditing } from '../hooks/useCatalogueEditing';
import { CatalogueAddButton } from './CatalogueAddButton';
import {
  CatalogueOrderingItem,
  CatalogueSlugItem,
  CatalogueStatusItem,
  FieldRow,
  orderingOf,
  translatedName,
  TranslatedTextItem,
} from './catalogue-fields';
import { useCatalogueChecks } from '../hooks/useCatalogueChecks';
import { Explain, NameCell } from './catalogue-cells';
import { CatalogueEditor } from './CatalogueEditor';
import { LocaleTabs, localeTexts } from './LocaleTabs';
import { RowActions } from './RowActions';

export function CategoriesView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCatalogueCategories);
  const checks = useCatalogueChecks();
  const inPageLanguage = useInPageLanguage();

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'categories' }));
  }, [dispatch]);

  const { open, editing, save } = useCatalogueEditing('categories', list.data);
  const nextOrdering = list.data.reduce((max, c) => Math.max(max, c.ordering + 1), 0);

  const check = (data: FormData) => ({
    slug: checks.given(textOf(data, 'slug')),
    ordering: checks.ordering(data),
    name: checks.text(textOf(data, 'name')),
  });
  const saveValues = (data: FormData) =>
    save({
      name: textOf(data, 'name'),
      slug: textOf(data, 'slug').trim(),
      description: textOf(data, 'description').trim() || null,
      nameTranslations: localeTexts(data, (locale) => translatedName('name', locale)),
      descriptionTranslations: localeTexts(data, (locale) => translatedName('description', locale)),
      ordering: orderingOf(data),
      status: textOf(data, 'status') as AdminCategory['status'],
    });

  const columns: ListColumn<AdminCategory>[] = [
    { key: 'ordering', title: t('admin.catalogue.ordering'), dataIndex: 'ordering', width: 80, align: 'right' },
    {
      key: 'name',
      title: t('admin.catalogue.name'),
      render: (_: unknown, c) => <NameCell name={inPageLanguage(c.name, c.nameTranslations)} under={c.slug} />,
    },
    {
      key: 'status',
      title: t('admin.catalogue.status'),
      render: (_: unknown, c) => (
        <Chip tone={c.status === 'active' ? 'green' : 'default'}>{t(`admin.catalogue.statuses.${c.status}`)}</Chip>
      ),
    },
    { key: 'performers', title: t('admin.catalogue.performers'), dataIndex: 'performerCount', align: 'right' },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, c) => <RowActions kind="categories" id={c._id} /> },
  ];

  return (
    <>
      <Explain>{t('admin.catalogue.categoriesExplain')}</Explain>
      <div>
        <CatalogueAddButton kind="categories" label={t('admin.catalogue.addCategory')} />
      </div>
      <ListTable<AdminCategory>
        list={list}
        columns={columns}
        emptyText={t('admin.catalogue.noCategories')}
        data-testid="catalogue-categories-table"
      />
      <CatalogueEditor
        open={open}
        title={editing ? t('admin.catalogue.editCategory', { name: editing.name }) : t('admin.catalogue.addCategory')}
        check={check}
        onSave={saveValues}
      >
        <FieldRow layout="category">
          <CatalogueSlugItem defaultValue={editing?.slug} />
          <CatalogueOrderingItem defaultValue={editing?.ordering ?? nextOrdering} />
          <CatalogueStatusItem statuses={['active', 'inactive']} defaultValue={editing?.status ?? 'active'} />
        </FieldRow>
        <LocaleTabs
          render={(locale) => (
            <>
              <TranslatedTextItem
                locale={locale}
                field="name"
                label={t('admin.catalogue.name')}
                defaultValue={locale ? editing?.nameTranslations[locale] : editing?.name}
              />
              <TextAreaField
                name={translatedName('description', locale)}
                label={t('admin.catalogue.description')}
                rows={3}
                maxLength={2000}
                showCount={false}
                placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
                defaultValue={(locale ? editing?.descriptionTranslations[locale] : editing?.description) ?? ''}
              />
            </>
          )}
        />
      </CatalogueEditor>
    </>
  );
}
