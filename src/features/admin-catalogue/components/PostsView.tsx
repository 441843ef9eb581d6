/** The content pages, published and draft, searchable, with the editor of one: slug, status, title and body per language. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Chip } from '@/features/ui/components/Chip';
import { TextAreaField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { Stack } from '@/features/ui/components/Stack';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminPost, AdminPostBody } from '@/shared/schemas/catalogue';
import { LOCALES, POST_STATUSES, type Locale } from '@/shared/constants';
import { useInPageLanguage } from '@/features/ui/hooks/useInPageLanguage';
import { loadCatalogue, POSTS_PAGE_SIZE, selectCataloguePosts } from '../slice';
import { useCatalogueEditing } from '../hooks/useCatalogueEditing';
import { CatalogueAddButton } from './CatalogueAddButton';
import { CatalogueSlugItem, CatalogueStatusItem, FieldRow } from './catalogue-fields';
import { useCatalogueChecks } from '../hooks/useCatalogueChecks';
import { Explain, NameCell } from './catalogue-cells';
import { CatalogueEditor } from './CatalogueEditor';
import { filledTexts, hasText, LocaleTabs } from './LocaleTabs';
import { RowActions } from './RowActions';
import styles from './PostsView.module.css';

type Texts = { title: string; content: string };

/** The name of a page's title or text in a tab: `title` in the default one, `translations.<locale>.title` in a language's. */
const textName = (part: keyof Texts, locale: Locale | null) => (locale ? `translations.${locale}.${part}` : part);

export function PostsView() {
  const { t } = useTranslation(['admin', 'components']);
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCataloguePosts);
  const checks = useCatalogueChecks();
  const inPageLanguage = useInPageLanguage();
  const titleOf = (post: AdminPost) =>
    inPageLanguage(post.title, Object.fromEntries(Object.entries(post.translations).map(([locale, texts]) => [locale, texts.title])));

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'posts', offset: 0, q: '' }));
  }, [dispatch]);

  const { open, editing, save } = useCatalogueEditing('posts', list.data);

  const textsOf = (data: FormData, locale: Locale | null): Texts => ({
    title: textOf(data, textName('title', locale)),
    content: textOf(data, textName('content', locale)),
  });
  const check = (data: FormData) => {
    const main = textsOf(data, null);
    const problems: Record<string, string | undefined> = {
      slug: checks.given(textOf(data, 'slug')),
      title: checks.text(main.title),
      content: checks.text(main.content),
    };
    // A language's title and text go together: one without the other is refused.
    for (const locale of LOCALES) {
      const { title, content } = textsOf(data, locale);
      problems[textName('title', locale)] = hasText(content) && !hasText(title) ? checks.required : undefined;
      problems[textName('content', locale)] = hasText(title) && !hasText(content) ? checks.required : undefined;
    }
    return problems;
  };
  const saveValues = (data: FormData) =>
    save({
      slug: textOf(data, 'slug').trim(),
      ...textsOf(data, null),
      status: textOf(data, 'status') as AdminPost['status'],
      // A language with neither text uses the default.
      translations: filledTexts(
        Object.fromEntries(LOCALES.map((locale) => [locale, textsOf(data, locale)])),
        (texts) => hasText(texts.title) || hasText(texts.content),
      ) as AdminPostBody['translations'],
    });

  const columns: ListColumn<AdminPost>[] = [
    {
      key: 'title',
      title: t('admin.catalogue.pageTitle'),
      render: (_: unknown, p) => (
        <NameCell
          name={titleOf(p)}
          dim={false}
          under={
            <a href={`/page/${p.slug}`} target="_blank" rel="noopener noreferrer">
              /page/{p.slug}
            </a>
          }
        />
      ),
    },
    {
      key: 'status',
      title: t('admin.catalogue.status'),
      render: (_: unknown, p) => (
        <Chip tone={p.status === 'published' ? 'green' : 'gold'}>{t(`admin.catalogue.statuses.${p.status}`)}</Chip>
      ),
    },
    { key: 'languages', title: t('admin.catalogue.languages'), render: (_: unknown, p) => Object.keys(p.translations).join(', ') || '–' },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, p) => <RowActions kind="posts" id={p._id} /> },
  ];

  return (
    <>
      <Explain>{t('admin.catalogue.postsExplain')}</Explain>
      <Stack wrap gap={12} align="center">
        <CatalogueAddButton kind="posts" label={t('admin.catalogue.addPost')} />
        <SearchBox
          value={list.q}
          placeholder={t('admin.catalogue.search')}
          buttonLabel={t('browse.search', { ns: 'components' })}
          onSearch={(q) => dispatch(loadCatalogue({ kind: 'posts', offset: 0, q }))}
          className={styles.search}
        />
      </Stack>
      <ListTable<AdminPost>
        list={list}
        columns={columns}
        emptyText={t('admin.catalogue.noPosts')}
        paging={{
          offset: list.offset,
          total: list.total,
          pageSize: POSTS_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadCatalogue({ kind: 'posts', offset })),
        }}
        data-testid="catalogue-posts-table"
      />
      <CatalogueEditor
        open={open}
        wide
        title={editing ? t('admin.catalogue.editPost', { name: editing.title }) : t('admin.catalogue.addPost')}
        check={check}
        onSave={saveValues}
      >
        <FieldRow layout="post">
          <CatalogueSlugItem addonBefore="/page/" defaultValue={editing?.slug} />
          <CatalogueStatusItem statuses={POST_STATUSES} defaultValue={editing?.status ?? 'draft'} />
        </FieldRow>
        <LocaleTabs
          translate={{
            kind: 'posts',
            fields: { title: (locale) => textName('title', locale), content: (locale) => textName('content', locale) },
          }}
          render={(locale) => {
            const texts = locale ? editing?.translations[locale] : editing;
            return (
              <>
                <TextField
                  name={textName('title', locale)}
                  label={t('admin.catalogue.pageTitle')}
                  maxLength={200}
                  placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
                  defaultValue={texts?.title}
                  data-testid={`catalogue-title-${locale ?? 'default'}`}
                />
                <TextAreaField
                  name={textName('content', locale)}
                  label={t('admin.catalogue.body')}
                  hint={t('admin.catalogue.bodyHint')}
                  rows={6}
                  maxLength={100000}
                  showCount={false}
                  className={styles.body}
                  placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
                  defaultValue={texts?.content ?? ''}
                  data-testid={`catalogue-content-${locale ?? 'default'}`}
                />
              </>
            );
          }}
        />
      </CatalogueEditor>
    </>
  );
}
