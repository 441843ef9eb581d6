/**
 * The frame every role's settings page shares: the title, what stands above the summary
 * (a performer's verification), a card summing up the account, and the role's tabs.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Facts } from '@/features/ui/components/Facts';
import { Icon } from '@/features/ui/components/Icon';
import { formatDate } from '@/lib/dates';
import { TitledPage } from '@/features/ui/components/TitledPage';

/** A line of the summary: its label and what it says. */
export interface SummaryItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** The summary's line giving the day the account was made. */
export const memberSinceItem = (t: TFunction, createdAt: string): SummaryItem => ({
  key: 'memberSince',
  label: t('settings.memberSince'),
  children: formatDate(createdAt, 'DD/MM/YYYY'),
});

/**
 * The summary's line telling whether the account's documents are approved: verified
 * (green) or waiting (amber), in the words of the role's page (`settings.{role}.…`).
 */
export const verificationItem = (t: TFunction, role: 'performer' | 'studio', verified: boolean, testId?: string): SummaryItem => ({
  key: 'verification',
  label: t(`settings.${role}.verification`),
  children: verified ? (
    <Chip tone="success" data-testid={testId}>
      <Icon icon={CheckCircleOutlined} />
      {t(`settings.${role}.verified`)}
    </Chip>
  ) : (
    <Chip tone="warning">
      <Icon icon={ClockCircleOutlined} />
      {t(`settings.${role}.unverified`)}
    </Chip>
  ),
});

export function SettingsFrame({
  summary,
  notice,
  children,
  'data-testid': testId,
}: {
  /** The lines of the summary card. */
  summary: SummaryItem[];
  /** What stands between the title and the summary. */
  notice?: ReactNode;
  /** The role's tabs. */
  children: ReactNode;
  'data-testid': string;
}) {
  const { t } = useTranslation('account');
  return (
    <TitledPage title={t('settings.title')} testId={testId}>
      {notice}
      <Card small>
        <Facts threeColumns facts={summary.map(({ label, children: value }) => ({ label, value }))} />
      </Card>
      {children}
    </TitledPage>
  );
}
