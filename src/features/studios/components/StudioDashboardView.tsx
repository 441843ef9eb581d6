/**
 * A studio's dashboard (`/studio/dashboard`): its members now (how many, active,
 * inactive, online, live, in a show) and what their sales made in a range of days (the
 * last 30 at first; the gross, the studio's share, the members'), with the studio's share
 * per day as the earnings page draws it (`NetChart`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { Statistic } from '@/features/ui/components/Statistic';
import { NetChart } from '@/features/earnings/components/NetChart';
import { DayRangePicker } from '@/features/earnings/components/DayRangePicker';
import { lastDays } from '@/features/earnings/range';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadStats, selectStats } from '../slice';
import styles from './StudioDashboardView.module.css';

export function StudioDashboardView() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const format = useFormat();
  const stats = useAppSelector(selectStats);
  const [range, setRange] = useState(() => lastDays(30));

  useEffect(() => {
    dispatch(loadStats(range));
  }, [dispatch, range]);

  const data = stats.data;
  const figure = (key: string, value: number | undefined, highlight = false) => (
    <Statistic
      title={t(`studioDashboard.${key}`)}
      value={value === undefined ? '' : value}
      loading={!data && stats.requesting}
      highlight={highlight}
      data-testid={`studio-stat-${key}`}
    />
  );
  const tokens = (value: number | undefined) => (value === undefined ? undefined : format.tokens(value));

  return (
    <Stack vertical gap={16} data-testid="studio-dashboard">
      {stats.error && <Notice type="error" title={t(stats.error, { ns: 'common' })} />}
      <Card
        small
        title={t('studioDashboard.members')}
        extra={<ButtonLink href="/studio/members">{t('studioDashboard.toMembers')}</ButtonLink>}
      >
        <div className={styles.figures}>
          {figure('totalPerformer', data?.totalPerformer, true)}
          {figure('activeMembers', data?.activeMembers)}
          {figure('inactiveMembers', data?.inactiveMembers)}
          {figure('onlineNow', data?.onlineNow)}
          {figure('liveNow', data?.liveNow)}
          {figure('inShowNow', data?.inShowNow)}
        </div>
      </Card>
      <Card small title={t('studioDashboard.earnings')} extra={<DayRangePicker value={range} onChange={setRange} testId="studio-range" />}>
        <Stack vertical gap={16}>
          <div className={styles.figures}>
            <Statistic title={t('studioDashboard.gross')} value={tokens(data?.earnings.gross) ?? ''} data-testid="studio-stat-gross" />
            <Statistic
              title={t('studioDashboard.studioShare')}
              value={tokens(data?.earnings.studio) ?? ''}
              highlight
              data-testid="studio-stat-studio"
            />
            <Statistic
              title={t('studioDashboard.membersShare')}
              value={tokens(data?.earnings.members) ?? ''}
              data-testid="studio-stat-members"
            />
          </div>
          {data && (
            <NetChart
              range={{ from: data.fromDate, to: data.toDate }}
              daily={data.days.map((day) => ({ date: day.date, net: day.studio }))}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
