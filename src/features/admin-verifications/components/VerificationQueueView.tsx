/**
 * The review queue: performers and studios waiting for review, oldest first, with their
 * date of birth and age, their documents (shown in place) and Approve / Reject. A table
 * on wide screens, one card per account on phones, so the actions are always in view.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Choices } from '@/features/ui/components/Choices';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Stack } from '@/features/ui/components/Stack';
import { useMinWidth } from '@/lib/useMinWidth';
import styles from './VerificationQueueView.module.css';
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
    <Stack vertical gap={2}>
      <strong>{item.name}</strong>
      <Muted className={styles.address}>
        {item.username ? `@${item.username} · ` : ''}
        {item.email}
      </Muted>
      <Stack gap={4} wrap>
        <Chip>{t(`admin.verifications.kind.${item.kind}`)}</Chip>
        {item.documentsReviewPending ? (
          <Chip tone="blue">{t('admin.verifications.documentsChanged')}</Chip>
        ) : (
          <Chip tone="gold">{t('admin.verifications.pending')}</Chip>
        )}
        {!item.emailVerified && <Chip>{t('admin.verifications.emailUnconfirmed')}</Chip>}
      </Stack>
    </Stack>
  );
}

function Age({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  if (item.kind === 'studio') return <Muted>—</Muted>;
  if (!item.dateOfBirth || item.age === null) return <Chip tone="red">{t('admin.verifications.noDateOfBirth')}</Chip>;
  return (
    <span data-testid="verification-age">
      {formatDate(`${item.dateOfBirth}T12:00:00Z`, 'DD/MM/YYYY')} ·{' '}
      <span className={item.age < 18 ? styles.underage : undefined}>{t('admin.verifications.age', { age: item.age })}</span>
    </span>
  );
}

function Documents({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { opening } = useAppSelector(selectVerificationQueue);
  return (
    <Stack gap={4} wrap>
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
          <Chip key={document} tone="red">
            {t('admin.verifications.missing', { document: t(`admin.verifications.${document}`) })}
          </Chip>
        ),
      )}
    </Stack>
  );
}

function Actions({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { deciding } = useAppSelector(selectVerificationQueue);
  return (
    <Stack gap={4} wrap>
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
    </Stack>
  );
}

export function VerificationQueueView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectVerificationQueue);
  const wide = useMinWidth(768);

  useEffect(() => {
    dispatch(loadVerificationQueue({ offset: 0 }));
  }, [dispatch]);

  const show = (offset: number, kind = queue.kind) => dispatch(loadVerificationQueue({ offset, kind }));
  const paging = { offset: queue.offset, total: queue.total, pageSize: QUEUE_PAGE_SIZE, onOffset: show };
  const empty = <EmptyState text={t('admin.verifications.empty')} />;

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
      small
      data-testid="verification-queue"
      title={t('admin.verifications.waiting', { total: queue.total })}
      extra={
        <Stack wrap align="center">
          <Choices<VerificationKind | 'all'>
            name="verification-kind"
            legend={t('admin.verifications.columns.account')}
            legendHidden
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
        </Stack>
      }
    >
      <p className={styles.intro}>
        <Muted>{t('admin.verifications.intro')}</Muted>
      </p>
      {wide ? (
        <ListTable<VerificationItem>
          list={queue}
          columns={columns}
          emptyText={empty}
          paging={paging}
          errorGap
          tableLayout="auto"
          // No sideways scroll: the columns wrap within the card (a phone gets the cards below).
          fitWidth
          data-testid="verification-table"
        />
      ) : (
        <>
          <ListError error={queue.error} gap />
          <Stack vertical gap={12} data-testid="verification-cards">
            {queue.data.length === 0 && !queue.requesting && empty}
            {queue.data.map((item) => (
              <Card key={item._id} small data-testid="verification-card">
                <Stack vertical gap={8}>
                  <Who item={item} />
                  <Age item={item} />
                  <Documents item={item} />
                  <Actions item={item} />
                </Stack>
              </Card>
            ))}
            <OffsetPager simple {...paging} />
          </Stack>
        </>
      )}
      <RejectDialog />
      <DocumentPreviewModal />
    </Card>
  );
}
