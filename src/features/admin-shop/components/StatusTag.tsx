/** A promo's, package's or voucher's status: active or disabled. */
import { useTranslation } from 'next-i18next/pages';
import { Tag } from 'antd';

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={status === 'active' ? 'green' : 'default'}>{t(status === 'active' ? 'admin.shop.active' : 'admin.shop.inactive')}</Tag>
  );
}
