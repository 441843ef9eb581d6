/** An account's standing as a coloured tag, with the reason of a suspension or rejection on hover. */
import { useTranslation } from 'next-i18next/pages';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import type { AccountStatus } from '@/shared/schemas/users';

const TONES: Record<AccountStatus, ChipTone> = { pending: 'gold', active: 'green', suspended: 'red', rejected: 'volcano' };

export function AccountStatusTag({ status, reason }: { status: AccountStatus; reason?: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <Chip tone={TONES[status]} title={reason ?? undefined} data-testid="account-status">
      {t(`admin.accounts.status.${status}`)}
    </Chip>
  );
}
