/**
 * The review queue: performers and studios waiting for review, oldest first, with their
 * date of birth and age, their documents (shown in place) and Approve / Reject. A table
 * on wide screens, one card per account on phones, so the actions are always in view.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Card, Empty, Flex, Grid, Segmented, Space, Tag, Typography } from 'antd';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { ListError } from '@/features/ui/components/ListError';
import { ListTable } from '@/features/ui/components/ListTable';
import { IDENTITY_DOCUMENTS } from '@/shared/constants';
import type { IdentityDocument, VerificationItem, VerificationKind } from '@/shared/schemas/verifications';
import {
  askRejectionReason,
  decideVerification,
  loadVerificationQueue,
  openIdentityDocument,
  QUEUE_PAGE_SIZE,
  selectVerificationQueue,
} from '../slice';
import { RejectDialog } from './RejectDialog';
import { DocumentPreviewModal } from './DocumentPreviewModal';

const DOCUMENT_ICONS: Record<IdentityDocument, React.ReactNode> = {
  idVerification: <Icon icon={IdcardOutlined} />,
  documentVerification: <Icon icon={FileTextOutlined} />,
};

function Who({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{item.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
        {item.username ? `@${item.username} · ` : ''}
        {item.email}
      </Typography.Text>
      <Space size={4} wrap>
        <Tag>{t(`admin.verifications.kind.${item.kind}`)}</Tag>
        {item.documentsReviewPending ? (
          <Tag color="blue">{t('admin.verifications.documentsChanged')}</Tag>
        ) : (
          <Tag color="gold">{t('admin.verifications.pending')}</Tag>
        )}
        {!item.emailVerified && <Tag color="default">{t('admin.verifications.emailUnconfirmed')}</Tag>}
      </Space>
    </Flex>
  );
}

function Age({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  if (item.kind === 'studio') return <Typography.Text type="secondary">—</Typography.Text>;
  if (!item.dateOfBirth || item.age === null) return <Tag color="red">{t('admin.verifications.noDateOfBirth')}</Tag>;
  return (
    <span data-testid="verification-age">
      {formatDate(`${item.dateOfBirth}T12:00:00Z`, 'DD/MM/YYYY')} ·{' '}
      <Typography.Text type={item.age < 18 ? 'danger' : undefined}>{t('admin.verifications.age', { age: item.age })}</Typography.Text>
    </span>
  );
}

function Documents({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { opening } = useAppSelector(selectVerificationQueue);
  return (
    <Space size={4} wrap>
      {IDENTITY_DOCUMENTS.map((document) =>
        item.documents[document] ? (
          <Button
            key={document}
            size="small"
            icon={DOCUMENT_ICONS[document]}
            loading={opening === `${item._id}:${document}`}
            onClick={() =>
              dispatch(openIdentityDocument({ id: item._id, document, title: `${item.name}: ${t(`admin.verifications.${document}`)}` }))
            }
            data-testid={`verification-document-${document}`}
          >
            {t(`admin.verifications.${document}`)}
          </Button>
        ) : (
          <Tag key={document} color="red">
            {t('admin.verifications.missing', { document: t(`admin.verifications.${document}`) })}
          </Tag>
        ),
      )}
    </Space>
  );
}

function Actions({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { deciding } = useAppSelector(selectVerificationQueue);
  return (
    <Space size={4} wrap>
      <Button
        type="primary"
        size="small"
        icon={<Icon icon={CheckOutlined} />}
        loading={deciding === item._id}
        onClick={() => dispatch(decideVerification({ item, body: { approved: true } }))}
        data-testid="verification-approve"
      >
        {t('admin.verifications.approve')}
      </Button>
      <Button
        danger
        size="small"
        icon={<Icon icon={CloseOutlined} />}
        disabled={deciding === item._id}
        onClick={() => dispatch(askRejectionReason(item))}
        data-testid="verification-reject"
      >
        {t('admin.verifications.reject')}
      </Button>
    </Space>
  );
}

export function VerificationQueueView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectVerificationQueue);
  const screens = Grid.useBreakpoint();
  const wide = screens.md !== false;

  useEffect(() => {
    dispatch(loadVerificationQueue({ offset: 0 }));
  }, [dispatch]);

  const show = (offset: number, kind = queue.kind) => dispatch(loadVerificationQueue({ offset, kind }));
  const paging = { offset: queue.offset, total: queue.total, pageSize: QUEUE_PAGE_SIZE, onOffset: show };
  const empty = <Empty description={t('admin.verifications.empty')} />;

  const columns = [
    { key: 'who', title: t('admin.verifications.columns.account'), render: (_: unknown, item: VerificationItem) => <Who item={item} /> },
    {
      key: 'age',
      title: t('admin.verifications.columns.dateOfBirth'),
      render: (_: unknown, item: VerificationItem) => <Age item={item} />,
    },
    {
      key: 'documents',
      title: t('admin.verifications.columns.documents'),
      render: (_: unknown, item: VerificationItem) => <Documents item={item} />,
    },
    {
      key: 'since',
      title: t('admin.verifications.columns.since'),
      responsive: ['lg' as const],
      render: (_: unknown, item: VerificationItem) => formatDate(item.updatedAt, 'DD/MM/YYYY HH:mm'),
    },
    {
      key: 'actions',
      title: t('admin.verifications.columns.actions'),
      render: (_: unknown, item: VerificationItem) => <Actions item={item} />,
    },
  ];

  return (
    <Card
      size="small"
      data-testid="verification-queue"
      title={t('admin.verifications.waiting', { total: queue.total })}
      extra={
        <Space wrap>
          <Segmented<VerificationKind | 'all'>
            size="small"
            value={queue.kind ?? 'all'}
            onChange={(value) => show(0, value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('admin.verifications.all') },
              { value: 'performer', label: t('admin.verifications.kind.performer') },
              { value: 'studio', label: t('admin.verifications.kind.studio') },
            ]}
          />
          <Button
            size="small"
            icon={<Icon icon={ReloadOutlined} />}
            onClick={() => show(queue.offset)}
            aria-label={t('admin.verifications.refresh')}
          />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.verifications.intro')}</Typography.Paragraph>
      {wide ? (
        <ListTable<VerificationItem>
          list={queue}
          columns={columns}
          emptyText={empty}
          paging={paging}
          errorGap
          tableLayout="auto"
          // No sideways scroll: the columns wrap within the card (a phone gets the cards below).
          scroll={undefined}
          data-testid="verification-table"
        />
      ) : (
        <>
          <ListError error={queue.error} gap />
          <Flex vertical gap={12} data-testid="verification-cards">
            {queue.data.length === 0 && !queue.requesting && empty}
            {queue.data.map((item) => (
              <Card key={item._id} size="small" data-testid="verification-card">
                <Flex vertical gap={8}>
                  <Who item={item} />
                  <Age item={item} />
                  <Documents item={item} />
                  <Actions item={item} />
                </Flex>
              </Card>
            ))}
            <OffsetPager simple {...paging} />
          </Flex>
        </>
      )}
      <RejectDialog />
      <DocumentPreviewModal />
    </Card>
  );
}
