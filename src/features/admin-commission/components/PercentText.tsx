/** A percentage in a commission table: an own value in full, a default greyed. */
import { useTranslation } from 'next-i18next/pages';
import { Typography } from 'antd';

export function PercentText({ own, fallback }: { own: number | null; fallback: number | undefined }) {
  const { t } = useTranslation('admin');
  if (own !== null) return <Typography.Text strong>{own}%</Typography.Text>;
  return (
    <Typography.Text type="secondary" title={t('adminCommission.defaultApplies')} data-default="true">
      {fallback === undefined ? '—' : `${fallback}%`}
    </Typography.Text>
  );
}
