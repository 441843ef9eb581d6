/** A percentage in a commission table: an own value in full, a default greyed. */
import { useTranslation } from 'next-i18next/pages';
import { Muted } from '@/features/ui/components/Muted';

export function PercentText({ own, fallback }: { own: number | null; fallback: number | undefined }) {
  const { t } = useTranslation('admin');
  if (own !== null) return <strong>{own}%</strong>;
  return (
    <Muted title={t('adminCommission.defaultApplies')} data-default="true">
      {fallback === undefined ? '—' : `${fallback}%`}
    </Muted>
  );
}
