/** An account's standing as a coloured tag, with the reason of a suspension or rejection on hover. */
import { useTranslation } from 'next-i18next/pages';
import { Tag, Tooltip } from 'antd';
import type { AccountStatus } from '@/shared/schemas/users';

const COLOURS: Record<AccountStatus, string> = { pending: 'gold', active: 'green', suspended: 'red', rejected: 'volcano' };

export function AccountStatusTag({ status, reason }: { status: AccountStatus; reason?: string | null }) {
  const { t } = useTranslation('admin');
  const tag = (
    <Tag color={COLOURS[status]} data-testid="account-status">
      {t(`admin.accounts.status.${status}`)}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}
