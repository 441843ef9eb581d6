/** Whether the Lovense Cam Extension answered on this page, and what to do when it did not. */
import { useTranslation } from 'next-i18next/pages';
import { Badge, Space, Typography } from 'antd';
import type { LovenseStatus as Status } from '../hooks/useLovenseExtension';

const BADGE = { loading: 'processing', absent: 'default', connected: 'success' } as const;

export function LovenseStatus({ status, websiteName }: { status: Exclude<Status, 'off'>; websiteName: string }) {
  const { t } = useTranslation('components');
  return (
    <Space orientation="vertical" size={2} data-testid="lovense-status" data-status={status}>
      <Badge status={BADGE[status]} text={t(`tipAlerts.lovense.${status}`)} />
      {status === 'absent' && <Typography.Text type="secondary">{t('tipAlerts.lovenseHint', { site: websiteName })}</Typography.Text>}
    </Space>
  );
}
