/**
 * An item's title in its performer's list (videos, galleries, products) and, when an
 * administrator took it down, that it is and why: nobody else sees it meanwhile.
 */
import { useTranslation } from 'next-i18next/pages';
import { Chip } from './Chip';
import { Muted } from './Muted';
import { Stack } from './Stack';

export function ItemTitle({ item, testId }: { item: { title: string; takenDown: { reason: string } | null }; testId: string }) {
  const { t } = useTranslation('account');
  if (!item.takenDown) return <span data-testid={testId}>{item.title}</span>;
  return (
    <Stack vertical gap={4} align="flex-start">
      <span data-testid={testId}>{item.title}</span>
      <Chip tone="red" data-testid={`${testId}-taken-down`}>
        {t('items.takenDown')}
      </Chip>
      <Muted>{t('items.takenDownReason', { reason: item.takenDown.reason })}</Muted>
    </Stack>
  );
}
