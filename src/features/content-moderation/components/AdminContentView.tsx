/**
 * The administration's content moderation: what performers sell, one kind at a time
 * (videos, galleries, products), newest first, found by a title or a performer and
 * filtered by whether it is taken down. Each item opens on its page (administrators see
 * every item whole); one is taken down with a reason its performer is told, or restored.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { Dialog } from '@/features/ui/components/Dialog';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { Notice } from '@/features/ui/components/Notice';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { ITEM_KINDS } from '@/shared/constants';
import type { ItemKind, ModeratedItem } from '@/shared/schemas/moderation';
import {
  decideItem,
  loadModeratedItems,
  MODERATED_PAGE_SIZE,
  selectModeratedItems,
  selectModerationDecide,
  type ModerationFilters,
} from '../slice';
import styles from './AdminContentView.module.css';

/** An item's page, as viewers open it. */
const PAGES: Record<ItemKind, string> = { videos: '/video', galleries: '/gallery', products: '/product' };

type State = 'takenDown' | 'deleted' | 'inactive' | 'active';
const TONES: Record<State, ChipTone> = { takenDown: 'red', deleted: 'default', inactive: 'warning', active: 'success' };
const stateOf = (item: ModeratedItem): State =>
  item.takenDown ? 'takenDown' : item.deleted ? 'deleted' : item.status === 'inactive' ? 'inactive' : 'active';

const TAKEN_DOWN_FILTERS = { all: undefined, takenDown: true, shown: false } as const;
type TakenDownFilter = keyof typeof TAKEN_DOWN_FILTERS;
const filterOf = (takenDown: boolean | undefined): TakenDownFilter => (takenDown === undefined ? 'all' : takenDown ? 'takenDown' : 'shown');

export function AdminContentView() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectModeratedItems);
  const decide = useAppSelector(selectModerationDecide);
  const [asking, setAsking] = useState<{ item: ModeratedItem; takeDown: boolean } | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    dispatch(loadModeratedItems({ offset: 0, kind: 'videos' }));
  }, [dispatch]);

  const show = (change: Partial<ModerationFilters> & { offset?: number }) =>
    dispatch(loadModeratedItems({ offset: 0, kind: list.kind, q: list.q, takenDown: list.takenDown, ...change }));
  const ask = (item: ModeratedItem, takeDown: boolean) => {
    setReason('');
    setAsking({ item, takeDown });
  };
  const reasonMissing = asking?.takeDown === true && !reason.trim();
  const confirm = () => {
    if (!asking || reasonMissing) return;
    dispatch(decideItem({ kind: asking.item.kind, id: asking.item._id, reason: asking.takeDown ? reason.trim() : null }));
    setAsking(null);
  };

  const columns: ListColumn<ModeratedItem>[] = [
    {
      key: 'item',
      title: t('admin.content.item'),
      render: (_: unknown, item) => (
        <span className={styles.item}>
          {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
          {item.picture ? <img src={item.picture} alt="" className={styles.picture} /> : <span className={styles.picture} />}
          <Link href={`${PAGES[item.kind]}/${item._id}`} data-testid="moderated-item-title">
            {item.title}
          </Link>
        </span>
      ),
    },
    {
      key: 'performer',
      title: t('admin.content.performer'),
      render: (_: unknown, item) =>
        item.performer.username ? <Link href={`/profile/${item.performer.username}`}>{item.performer.name}</Link> : item.performer.name,
    },
    { key: 'price', title: t('admin.content.price'), render: (_: unknown, item) => format.tokens(item.price) },
    { key: 'date', title: t('admin.content.date'), render: (_: unknown, item) => formatDate(item.createdAt) },
    {
      key: 'state',
      title: t('admin.content.state'),
      render: (_: unknown, item) => (
        <Stack vertical gap={4} align="flex-start">
          <Chip tone={TONES[stateOf(item)]} data-testid="moderated-item-state">
            {t(`admin.content.states.${stateOf(item)}`)}
          </Chip>
          {item.takenDown && <span>{item.takenDown.reason}</span>}
        </Stack>
      ),
    },
    {
      key: 'actions',
      render: (_: unknown, item) =>
        item.takenDown ? (
          <Button
            size="small"
            loading={decide.requesting && decide.id === item._id}
            onClick={() => ask(item, false)}
            data-testid="item-restore"
          >
            {t('admin.content.restore')}
          </Button>
        ) : (
          <Button
            size="small"
            danger
            loading={decide.requesting && decide.id === item._id}
            onClick={() => ask(item, true)}
            data-testid="item-take-down"
          >
            {t('admin.content.takeDown')}
          </Button>
        ),
    },
  ];

  return (
    <Card small>
      <div className={styles.filters}>
        <select
          className={field.field}
          value={list.kind}
          onChange={(event) => show({ kind: event.target.value as ItemKind })}
          aria-label={t('admin.content.kind')}
          data-testid="moderation-kind"
        >
          {ITEM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.content.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <select
          className={field.field}
          value={filterOf(list.takenDown)}
          onChange={(event) => show({ takenDown: TAKEN_DOWN_FILTERS[event.target.value as TakenDownFilter] })}
          aria-label={t('admin.content.state')}
          data-testid="moderation-filter"
        >
          {(Object.keys(TAKEN_DOWN_FILTERS) as TakenDownFilter[]).map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.content.filters.${filter}`)}
            </option>
          ))}
        </select>
        <SearchBox
          value={list.q ?? ''}
          placeholder={t('admin.content.search')}
          buttonLabel={t('admin.content.search')}
          onSearch={(q) => show({ q })}
          className={styles.search}
          testId="moderation-search"
        />
      </div>
      {decide.error && <Notice type="error" title={t(decide.error, { ns: 'common' })} data-testid="moderation-error" />}
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('admin.content.empty')}
        paging={{ offset: list.offset, total: list.total, pageSize: MODERATED_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        scroll={{ x: 'max-content' }}
        data-testid="moderated-items"
      />
      <Dialog
        open={Boolean(asking)}
        title={asking ? t(asking.takeDown ? 'admin.content.takeDown' : 'admin.content.restore') : ''}
        okText={asking ? t(asking.takeDown ? 'admin.content.takeDown' : 'admin.content.restore') : undefined}
        okDanger={asking?.takeDown}
        okDisabled={reasonMissing}
        okTestId="moderation-confirm"
        onOk={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <>
            <p>
              {t(asking.takeDown ? 'admin.content.confirmTakeDown' : 'admin.content.confirmRestore', {
                title: asking.item.title,
                name: asking.item.performer.name,
              })}
            </p>
            {asking.takeDown && (
              <textarea
                className={field.field}
                style={{ width: '100%', height: 'auto' }}
                aria-label={t('admin.content.reason')}
                placeholder={t('admin.content.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={1000}
                rows={3}
                data-testid="moderation-reason"
              />
            )}
          </>
        )}
      </Dialog>
    </Card>
  );
}
