/** The content pages, published and draft, searchable, with the editor of one: slug, status, title and body per language. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Row, Tag, Typography, type FormRule } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import type { AdminPost, AdminPostBody } from '@/shared/schemas/catalogue';
import { POST_STATUSES, type Locale } from '@/shared/constants';
import { loadCatalogue, POSTS_PAGE_SIZE, selectCataloguePosts } from '../slice';
import { useCatalogueEditing } from '../hooks/useCatalogueEditing';
import { CatalogueAddButton } from './CatalogueAddButton';
import { CatalogueSlugItem, CatalogueStatusItem } from './catalogue-fields';
import { CatalogueEditor } from './CatalogueEditor';
import { filledTexts, hasText, LocaleTabs } from './LocaleTabs';
import { RowActions } from './RowActions';

type Texts = { title?: string; content?: string };
type Values = Omit<AdminPostBody, 'translations'> & { translations?: Partial<Record<Locale, Texts>> };

export function PostsView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCataloguePosts);
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    dispatch(loadCatalogue({ kind: 'posts', offset: 0, q: '' }));
  }, [dispatch]);

  const { open, editing, save } = useCatalogueEditing('posts', list.data);
  const initialValues: Partial<Values> = editing ?? { status: 'draft', translations: {} };

  const saveValues = (values: Values) =>
    save({
      slug: values.slug.trim(),
      title: values.title,
      content: values.content,
      status: values.status,
      // A language with neither text uses the default.
      translations: filledTexts(
        values.translations,
        (texts) => hasText(texts.title) || hasText(texts.content),
      ) as AdminPostBody['translations'],
    });

  const columns: ListColumn<AdminPost>[] = [
    {
      key: 'title',
      title: t('admin.catalogue.pageTitle'),
      render: (_: unknown, p) => (
        <>
          <Typography.Text strong>{p.title}</Typography.Text>
          <div>
            <Typography.Link href={`/page/${p.slug}`} target="_blank" style={{ fontSize: 12 }}>
              /page/{p.slug}
            </Typography.Link>
          </div>
        </>
      ),
    },
    {
      key: 'status',
      title: t('admin.catalogue.status'),
      render: (_: unknown, p) => <Tag color={p.status === 'published' ? 'green' : 'gold'}>{t(`admin.catalogue.statuses.${p.status}`)}</Tag>,
    },
    { key: 'languages', title: t('admin.catalogue.languages'), render: (_: unknown, p) => Object.keys(p.translations).join(', ') || '–' },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, p) => <RowActions kind="posts" id={p._id} /> },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.catalogue.postsExplain')}</Typography.Paragraph>
      <Row gutter={[12, 12]} align="middle">
        <Col flex="none">
          <CatalogueAddButton kind="posts" label={t('admin.catalogue.addPost')} />
        </Col>
        <Col flex="auto" style={{ maxWidth: 360 }}>
          <Input.Search
            allowClear
            placeholder={t('admin.catalogue.search')}
            defaultValue={list.q}
            onSearch={(q) => dispatch(loadCatalogue({ kind: 'posts', offset: 0, q: q.trim() }))}
          />
        </Col>
      </Row>
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
      <CatalogueEditor<Values>
        open={open}
        wide
        title={editing ? t('admin.catalogue.editPost', { name: editing.title }) : t('admin.catalogue.addPost')}
        form={form}
        initialValues={initialValues}
        onSave={saveValues}
      >
        <Row gutter={16}>
          <Col xs={24} sm={16}>
            <CatalogueSlugItem addonBefore="/page/" />
          </Col>
          <Col xs={24} sm={8}>
            <CatalogueStatusItem statuses={POST_STATUSES} />
          </Col>
        </Row>
        <LocaleTabs
          render={(locale) => {
            // A language's title and text go together: one without the other is refused.
            const rules = (other: keyof Texts): FormRule[] =>
              locale
                ? [
                    ({ getFieldValue }) => ({
                      validator: (_: unknown, value: string | undefined) =>
                        hasText(getFieldValue(['translations', locale, other])) && !hasText(value)
                          ? Promise.reject(new Error(t('admin.catalogue.required')))
                          : Promise.resolve(),
                    }),
                  ]
                : [{ required: true, whitespace: true, message: t('admin.catalogue.required') }];
            return (
              <>
                <Form.Item
                  name={locale ? ['translations', locale, 'title'] : 'title'}
                  label={t('admin.catalogue.pageTitle')}
                  rules={rules('content')}
                  dependencies={locale ? [['translations', locale, 'content']] : undefined}
                >
                  <Input
                    maxLength={200}
                    placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
                    data-testid={`catalogue-title-${locale ?? 'default'}`}
                  />
                </Form.Item>
                <Form.Item
                  name={locale ? ['translations', locale, 'content'] : 'content'}
                  label={t('admin.catalogue.body')}
                  extra={t('admin.catalogue.bodyHint')}
                  rules={rules('title')}
                  dependencies={locale ? [['translations', locale, 'title']] : undefined}
                >
                  <Input.TextArea
                    autoSize={{ minRows: 6, maxRows: 18 }}
                    maxLength={100000}
                    placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
                    data-testid={`catalogue-content-${locale ?? 'default'}`}
                  />
                </Form.Item>
              </>
            );
          }}
        />
      </CatalogueEditor>
    </>
  );
}
