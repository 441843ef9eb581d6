/**
 * The frame every role's settings page shares: the title, what stands above the summary
 * (a performer's verification), a card summing up the account, and the role's tabs.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { formatDate } from '@/lib/dates';
import { TitledPage } from '@/features/ui/components/TitledPage';

/** The summary's line giving the day the account was made. */
export const memberSinceItem = (t: TFunction, createdAt: string) => ({
  key: 'memberSince',
  label: t('settings.memberSince'),
  children: formatDate(createdAt, 'DD/MM/YYYY'),
});

/**
 * The summary's line telling whether the account's documents are approved: verified
 * (green) or waiting (amber), in the words of the role's page (`settings.{role}.…`).
 */
export const verificationItem = (t: TFunction, role: 'performer' | 'studio', verified: boolean, testId?: string) => ({
  key: 'verification',
  label: t(`settings.${role}.verification`),
  children: verified ? (
    <Tag color="success" icon={<Icon icon={CheckCircleOutlined} />} data-testid={testId}>
      {t(`settings.${role}.verified`)}
    </Tag>
  ) : (
    <Tag color="warning" icon={<Icon icon={ClockCircleOutlined} />}>
      {t(`settings.${role}.unverified`)}
    </Tag>
  ),
});

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
  const { t } = useTranslation('account');
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
