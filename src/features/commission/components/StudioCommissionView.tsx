/**
 * A studio's commission: the platform's percentage of its members' sales, the
 * default member share, and each member's share, which the studio sets (0-100; empty
 * for the studio's default).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Facts } from '@/features/ui/components/Facts';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { useMinWidth } from '@/lib/useMinWidth';
import { wholeNumberIn } from '@/lib/whole-number';
import styles from './StudioCommissionView.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { StudioMemberCommission } from '@/shared/schemas/commission';
import { loadStudioCommission, selectSavingMember, selectStudioCommission, setMemberShare } from '../slice';

/** The share typed: null for an empty field (the studio's default), undefined when it is not a whole percentage. */
const shareOf = (text: string): number | null | undefined => (text.trim() ? wholeNumberIn(text, 0, 100) : null);

function ShareEditor({ member }: { member: StudioMemberCommission }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectSavingMember) === member._id;
  const [text, setText] = useState(member.ownSharePercent === null ? '' : String(member.ownSharePercent));
  const percent = shareOf(text);
  return (
    <form
      className={`${field.joined} ${styles.editor}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (percent !== undefined) dispatch(setMemberShare({ performerId: member._id, percent }));
      }}
    >
      <span className={`${field.field} ${field.affixed} ${styles.share}`}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={String(member.memberSharePercent)}
          aria-label={t('commission.setShare')}
          aria-invalid={percent === undefined}
          data-testid="member-share-input"
        />
        %
      </span>
      <Button type="primary" htmlType="submit" loading={saving} disabled={percent === undefined} data-testid="member-share-save">
        {t('commission.save')}
      </Button>
    </form>
  );
}

/** On a phone, a member per card: the name above, the facts and the share's field below, all in view. */
function MemberCards({ members }: { members: StudioMemberCommission[] }) {
  const { t } = useTranslation('account');
  return (
    <ul className={styles.cards} data-testid="studio-commission-members">
      {members.map((m) => (
        <li key={m._id}>
          <Card small title={`${m.name}${m.username ? ` (@${m.username})` : ''}`} extra={<MemberStatus member={m} />}>
            <Stack vertical gap={12}>
              <span>
                {t('commission.share')}: <ShareText member={m} />
              </span>
              <ShareEditor key={`${m._id}-${m.ownSharePercent}`} member={m} />
            </Stack>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function MemberStatus({ member }: { member: StudioMemberCommission }) {
  const { t } = useTranslation('account');
  return <Chip tone={member.memberStatus === 'active' ? 'green' : 'default'}>{t(`commission.statuses.${member.memberStatus}`)}</Chip>;
}

function ShareText({ member }: { member: StudioMemberCommission }) {
  const { t } = useTranslation('account');
  return (
    <>
      {member.ownSharePercent === null
        ? t('commission.defaultShare', { percent: member.memberSharePercent })
        : `${member.memberSharePercent}%`}
    </>
  );
}

export function StudioCommissionView() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const studio = useAppSelector(selectStudioCommission);
  const wide = useMinWidth(768);

  useEffect(() => {
    dispatch(loadStudioCommission());
  }, [dispatch]);

  const columns: ListColumn<StudioMemberCommission>[] = [
    {
      key: 'name',
      title: t('commission.member'),
      render: (_: unknown, m: StudioMemberCommission) => `${m.name}${m.username ? ` (@${m.username})` : ''}`,
    },
    {
      key: 'status',
      title: t('commission.status'),
      render: (_: unknown, m: StudioMemberCommission) => <MemberStatus member={m} />,
    },
    {
      key: 'share',
      title: t('commission.share'),
      render: (_: unknown, m: StudioMemberCommission) => <ShareText member={m} />,
    },
    {
      key: 'edit',
      title: t('commission.setShare'),
      render: (_: unknown, m: StudioMemberCommission) => <ShareEditor key={`${m._id}-${m.ownSharePercent}`} member={m} />,
    },
  ];

  return (
    <Stack vertical gap={16} data-testid="studio-commission">
      {studio.error && <Notice type="error" title={t(studio.error, { ns: 'common' })} />}
      {studio.setting && (
        <Card small>
          <Stack vertical gap={12}>
            <Facts
              twoColumns
              facts={[
                { label: t('commission.platformPercent'), value: `${studio.setting.commissionPercent}%` },
                { label: t('commission.defaultMemberShare'), value: `${studio.setting.memberSharePercent}%` },
              ]}
            />
            <Notice type="info" title={t('commission.explain')} />
          </Stack>
        </Card>
      )}
      {/* The load's error is the notice above. */}
      {wide || !studio.members.length ? (
        <ListTable
          list={{ data: studio.members, requesting: studio.requesting, error: null }}
          columns={columns}
          emptyText={t('commission.noMembers')}
          data-testid="studio-commission-members"
        />
      ) : (
        <MemberCards members={studio.members} />
      )}
    </Stack>
  );
}
