/**
 * The frame every role's settings page shares: the title, what stands above the summary
 * (a performer's verification), a card summing up the account, and the role's tabs.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { formatDate } from '@/lib/dates';
import { TitledPage } from '@/features/ui/components/TitledPage';

/** The summary's line giving the day the account was made. */
export const memberSinceItem = (t: TFunction, createdAt: string) => ({
  key: 'memberSince',
  label: t('settings.memberSince'),
  children: formatDate(createdAt, 'DD/MM/YYYY'),
});

/** Verified (green), or waiting (amber), in the words of the role's page. */
export function VerifiedTag({
  verified,
  verifiedText,
  unverifiedText,
  'data-testid': testId,
}: {
  verified: boolean;
  verifiedText: string;
  unverifiedText: string;
  /** The verified tag's test id. */
  'data-testid'?: string;
}) {
  return verified ? (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid={testId}>
      {verifiedText}
    </Tag>
  ) : (
    <Tag color="warning" icon={<ClockCircleOutlined />}>
      {unverifiedText}
    </Tag>
  );
}

export function SettingsFrame({
  summary,
  notice,
  children,
  'data-testid': testId,
}: {
  /** The lines of the summary card. */
  summary: DescriptionsProps['items'];
  /** What stands between the title and the summary. */
  notice?: ReactNode;
  /** The role's tabs. */
  children: ReactNode;
  'data-testid': string;
}) {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('settings.title')} testId={testId}>
      {notice}
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} items={summary} />
      </Card>
      {children}
    </TitledPage>
  );
}
