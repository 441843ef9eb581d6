/** The header and footer menus in their order, with the editor of an item: its title per language and its link. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Chip } from '@/features/ui/components/Chip';
import { CheckboxField, checkedOf, SelectField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useInPageLanguage } from '@/features/ui/hooks/useInPageLanguage';
import type { AdminMenu } from '@/shared/schemas/catalogue';
import { MENU_SECTIONS } from '@/shared/constants';
import { loadCatalogue, selectCatalogueMenus } from '../slice';
import { useCatalogueEditing } from '../hooks/useCatalogueEditing';
import { CatalogueAddButton } from './CatalogueAddButton';
import { CatalogueOrderingItem, FieldRow, orderingOf, translatedName, TranslatedTextItem } from './catalogue-fields';
import { useCatalogueChecks } from '../hooks/useCatalogueChecks';
import { CodeText, Explain, NameCell, UnderLine } from './catalogue-cells';
import { CatalogueEditor } from './CatalogueEditor';
import { LocaleTabs, localeTexts } from './LocaleTabs';
import { RowActions } from './RowActions';

const isExternal = (path: string) => /^https?:\/\//i.test(path);

export function MenusView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCatalogueMenus);
  const checks = useCatalogueChecks();
  const inPageLanguage = useInPageLanguage();

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'menus' }));
  }, [dispatch]);

  const { open, editing, save } = useCatalogueEditing('menus', list.data);

  const check = (data: FormData) => ({
    path: checks.text(textOf(data, 'path')),
    ordering: checks.ordering(data),
    title: checks.text(textOf(data, 'title')),
  });
  const saveValues = (data: FormData) =>
    save({
      title: textOf(data, 'title'),
      titleTranslations: localeTexts(data, (locale) => translatedName('title', locale)),
      path: textOf(data, 'path').trim(),
      section: textOf(data, 'section') as AdminMenu['section'],
      isNewTab: checkedOf(data, 'isNewTab'),
      ordering: orderingOf(data),
    });

  const columns: ListColumn<AdminMenu>[] = [
    {
      key: 'section',
      title: t('admin.catalogue.section'),
      render: (_: unknown, m) => <Chip>{t(`admin.catalogue.sections.${m.section}`)}</Chip>,
    },
    { key: 'ordering', title: t('admin.catalogue.ordering'), dataIndex: 'ordering', align: 'right' },
    {
      key: 'title',
      title: t('admin.catalogue.menuTitle'),
      render: (_: unknown, m) => <NameCell name={inPageLanguage(m.title, m.titleTranslations)} />,
    },
    {
      key: 'path',
      title: t('admin.catalogue.link'),
      render: (_: unknown, m) => (
        <>
          <CodeText>{m.path}</CodeText>
          <UnderLine>
            {isExternal(m.path) ? t('admin.catalogue.external') : t('admin.catalogue.internal')}
            {m.isNewTab ? ` · ${t('admin.catalogue.newTab')}` : ''}
          </UnderLine>
        </>
      ),
    },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, m) => <RowActions kind="menus" id={m._id} /> },
  ];

  return (
    <>
      <Explain>{t('admin.catalogue.menusExplain')}</Explain>
      <div>
        <CatalogueAddButton kind="menus" label={t('admin.catalogue.addMenu')} />
      </div>
      <ListTable<AdminMenu> list={list} columns={columns} emptyText={t('admin.catalogue.noMenus')} data-testid="catalogue-menus-table" />
      <CatalogueEditor
        open={open}
        title={editing ? t('admin.catalogue.editMenu', { name: editing.title }) : t('admin.catalogue.addMenu')}
        check={check}
        onSave={saveValues}
      >
        <TextField
          name="path"
          label={t('admin.catalogue.link')}
          hint={t('admin.catalogue.linkHint')}
          maxLength={500}
          placeholder="/page/terms"
          defaultValue={editing?.path}
          data-testid="catalogue-path"
        />
        <FieldRow layout="menu">
          <SelectField
            name="section"
            label={t('admin.catalogue.section')}
            options={MENU_SECTIONS.map((value) => ({ value, label: t(`admin.catalogue.sections.${value}`) }))}
            defaultValue={editing?.section ?? 'footer'}
          />
          <CatalogueOrderingItem defaultValue={editing?.ordering ?? list.data.filter((m) => m.section === 'footer').length + 1} />
          <CheckboxField
            name="isNewTab"
            label={t('admin.catalogue.newTab')}
            appearance="switch"
            labelAbove
            defaultChecked={editing?.isNewTab ?? false}
          />
        </FieldRow>
        <LocaleTabs
          translate={{ kind: 'menus', fields: { title: (locale) => translatedName('title', locale) } }}
          render={(locale) => (
            <TranslatedTextItem
              locale={locale}
              field="title"
              label={t('admin.catalogue.menuTitle')}
              defaultValue={locale ? editing?.titleTranslations[locale] : editing?.title}
            />
          )}
        />
      </CatalogueEditor>
    </>
  );
}
