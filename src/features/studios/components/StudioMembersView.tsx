/**
 * A studio's members (`/studio/members`): the list with its search, status filter and
 * pages, each member's streaming status, balance, earnings and share; inviting a
 * performer or making a new member's account (each a `CheckedForm` in a `Dialog`);
 * making a member active or inactive, and removing one (or withdrawing an invitation)
 * after a question.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { DayRangePicker } from '@/features/earnings/components/DayRangePicker';
import { lastDays } from '@/features/earnings/range';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, DateField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { Chip } from '@/features/ui/components/Chip';
import { Choices } from '@/features/ui/components/Choices';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Dialog } from '@/features/ui/components/Dialog';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { Stack } from '@/features/ui/components/Stack';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import { useSocketChannel } from '@/lib/socket';
import { latestAdultBirthDate } from '@/shared/adult';
import type { StudioMember } from '@/shared/schemas/studios';
import {
  addMember,
  loadMembers,
  membershipEvents,
  MEMBERS_PAGE_SIZE,
  removeMember,
  selectActingMember,
  selectAdded,
  selectAdding,
  selectMembers,
  selectMembersQuery,
  setMemberStatus,
  type MemberFilter,
} from '../slice';
import styles from './StudioMembersView.module.css';

type Adding = 'invite' | 'create' | null;

/** The dialog of an invitation (a username or e-mail address) or of a new member's account. */
function AddMemberDialog({ adding, onClose }: { adding: Adding; onClose: () => void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const checks = useFieldChecks();
  const sending = useAppSelector(selectAdding);
  const added = useAppSelector(selectAdded);
  const [addedBefore] = useState(added);

  // Closed once what it sent was made.
  useEffect(() => {
    if (added !== addedBefore) onClose();
  }, [added, addedBefore, onClose]);

  const formId = `studio-${adding}-form`;
  return (
    <Dialog
      open
      title={t(adding === 'invite' ? 'studioMembers.inviteTitle' : 'studioMembers.createTitle')}
      okText={t(adding === 'invite' ? 'studioMembers.invite' : 'studioMembers.create')}
      okForm={formId}
      okLoading={sending}
      okTestId="studio-member-send"
      cancelText={t('studioMembers.cancel')}
      onCancel={onClose}
    >
      {adding === 'invite' ? (
        <CheckedForm
          id={formId}
          size="middle"
          check={(data) => ({ invite: checks.required(textOf(data, 'invite')) })}
          onValid={(data) => dispatch(addMember({ invite: textOf(data, 'invite').trim() }))}
          data-testid="studio-invite-form"
        >
          <TextField name="invite" label={t('studioMembers.inviteField')} hint={t('studioMembers.inviteHint')} maxLength={254} />
        </CheckedForm>
      ) : (
        <CheckedForm
          id={formId}
          size="middle"
          check={(data) => ({
            name: checks.required(textOf(data, 'name')),
            username: checks.required(textOf(data, 'username')) ?? checks.username(textOf(data, 'username')),
            email: checks.email(textOf(data, 'email')),
            dateOfBirth: checks.required(textOf(data, 'dateOfBirth')),
          })}
          onValid={(data) =>
            dispatch(
              addMember({
                name: textOf(data, 'name').trim(),
                username: textOf(data, 'username').trim(),
                email: textOf(data, 'email').trim(),
                dateOfBirth: textOf(data, 'dateOfBirth'),
              }),
            )
          }
          data-testid="studio-create-form"
        >
          <TextField name="name" label={t('studioMembers.name')} maxLength={100} />
          <TextField name="username" label={t('studioMembers.username')} maxLength={40} />
          <TextField name="email" type="email" inputMode="email" label={t('studioMembers.email')} maxLength={254} />
          <DateField name="dateOfBirth" label={t('studioMembers.dateOfBirth')} min="1900-01-01" max={latestAdultBirthDate()} />
        </CheckedForm>
      )}
    </Dialog>
  );
}

export function StudioMembersView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const query = useAppSelector(selectMembersQuery);
  const acting = useAppSelector(selectActingMember);
  const [adding, setAdding] = useState<Adding>(null);

  // The earnings of the last 30 days at first, as on the dashboard.
  useEffect(() => {
    dispatch(loadMembers(query.range ? {} : { range: lastDays(30) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [dispatch]);
  // The other party's changes (an answer, an invitation, leaving) arrive on the socket.
  useSocketChannel(membershipEvents);

  const columns: ListColumn<StudioMember>[] = [
    {
      key: 'member',
      title: t('studioMembers.member'),
      render: (_: unknown, m: StudioMember) => (
        <span className={styles.member}>
          <Avatar src={m.avatar} size={32} />
          <span>
            {m.name}
            {m.username ? ` (@${m.username})` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('studioMembers.status'),
      render: (_: unknown, m: StudioMember) => (
        <Stack gap={4}>
          <Chip tone={m.memberStatus === 'active' ? 'green' : m.memberStatus === 'invited' ? 'blue' : 'default'}>
            {t(`studioMembers.statuses.${m.memberStatus}`)}
          </Chip>
          {m.accountStatus === 'pending' && <Chip tone="orange">{t('studioMembers.inReview')}</Chip>}
        </Stack>
      ),
    },
    {
      key: 'streaming',
      title: t('studioMembers.streaming'),
      render: (_: unknown, m: StudioMember) => (
        <Chip tone={m.streamingStatus === 'public' ? 'red' : m.isOnline ? 'green' : 'default'}>
          {t(`studioMembers.streamingStatuses.${m.streamingStatus}`)}
        </Chip>
      ),
    },
    { key: 'balance', title: t('studioMembers.balance'), render: (_: unknown, m: StudioMember) => format.tokens(m.balance) },
    {
      key: 'earnings',
      title: t('studioMembers.earnings'),
      render: (_: unknown, m: StudioMember) =>
        t('studioMembers.earningsOf', { gross: format.tokens(m.earnings.gross), studio: format.tokens(m.earnings.studio) }),
    },
    { key: 'share', title: t('studioMembers.share'), render: (_: unknown, m: StudioMember) => `${m.memberSharePercent}%` },
    {
      key: 'actions',
      title: t('studioMembers.actions'),
      render: (_: unknown, m: StudioMember) => (
        <span className={styles.actions}>
          {m.memberStatus !== 'invited' && (
            <Button
              size="small"
              loading={acting === m._id}
              onClick={() => dispatch(setMemberStatus({ performerId: m._id, status: m.memberStatus === 'active' ? 'inactive' : 'active' }))}
              data-testid="studio-member-toggle"
            >
              {t(m.memberStatus === 'active' ? 'studioMembers.makeInactive' : 'studioMembers.makeActive')}
            </Button>
          )}
          <ConfirmButton
            size="small"
            danger
            floating
            loading={acting === m._id}
            question={t(m.memberStatus === 'invited' ? 'studioMembers.withdrawQuestion' : 'studioMembers.removeQuestion', { name: m.name })}
            ok={t(m.memberStatus === 'invited' ? 'studioMembers.withdraw' : 'studioMembers.remove')}
            cancel={t('studioMembers.cancel')}
            onConfirm={() => dispatch(removeMember(m._id))}
            data-testid="studio-member-remove"
          >
            {t(m.memberStatus === 'invited' ? 'studioMembers.withdraw' : 'studioMembers.remove')}
          </ConfirmButton>
        </span>
      ),
    },
  ];

  const filters: { value: MemberFilter | 'all'; label: string }[] = [
    { value: 'all', label: t('studioMembers.filters.all') },
    { value: 'active', label: t('studioMembers.statuses.active') },
    { value: 'inactive', label: t('studioMembers.statuses.inactive') },
    { value: 'invited', label: t('studioMembers.statuses.invited') },
  ];

  return (
    <Stack vertical gap={16} data-testid="studio-members">
      <div className={styles.toolbar}>
        <SearchBox
          value={query.q}
          placeholder={t('studioMembers.search')}
          buttonLabel={t('studioMembers.searchButton')}
          onSearch={(q) => dispatch(loadMembers({ q }))}
          testId="studio-members-search"
        />
        <Stack gap={8}>
          <Button onClick={() => setAdding('invite')} type="primary" data-testid="studio-invite-open">
            {t('studioMembers.invite')}
          </Button>
          <Button onClick={() => setAdding('create')} data-testid="studio-create-open">
            {t('studioMembers.create')}
          </Button>
        </Stack>
      </div>
      <div className={styles.toolbar}>
        <Choices<MemberFilter | 'all'>
          name="studio-member-filter"
          legend={t('studioMembers.status')}
          legendHidden
          options={filters}
          value={query.status ?? 'all'}
          onChange={(value) => dispatch(loadMembers({ status: value === 'all' ? null : value }))}
          testId="studio-members-filter"
        />
        {query.range && (
          <label className={styles.period}>
            <span>{t('studioMembers.period')}</span>
            <DayRangePicker value={query.range} onChange={(range) => dispatch(loadMembers({ range }))} testId="studio-members-range" />
          </label>
        )}
      </div>
      <ListTable
        list={members}
        columns={columns}
        emptyText={t('studioMembers.empty')}
        paging={{
          offset: members.offset,
          total: members.total,
          pageSize: MEMBERS_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadMembers({ offset })),
        }}
        scroll={{ x: 'max-content' }}
        data-testid="studio-members-table"
      />
      {adding && <AddMemberDialog adding={adding} onClose={() => setAdding(null)} />}
    </Stack>
  );
}
