/** A promo's, package's or voucher's status: active (green) or disabled (grey). */
import { useTranslation } from 'next-i18next/pages';
import { Chip } from '@/features/ui/components/Chip';

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Chip tone={status === 'active' ? 'green' : 'default'}>{t(status === 'active' ? 'admin.shop.active' : 'admin.shop.inactive')}</Chip>
  );
}
