/**
 * Tipping a performer: the preset amounts and a custom amount. The tip goes through
 * the tips saga (one idempotency key per tip, kept for a retry of the same tip); the
 * panel thanks the viewer and closes when it went through. The header balance
 * follows from the answer and the socket.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Stack } from '@/features/ui/components/Stack';
import { TIP_PRESETS, MAX_TIP } from '@/shared/constants';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
import { Muted } from '@/features/ui/components/Muted';
import { Disclosure } from '@/features/ui/components/Disclosure';
import field from '@/features/ui/components/Field.module.css';
import { selectTipSend, sendTip } from '../slice';

interface Props {
  performerId: string;
  performerName: string;
  conversationId?: string;
}

export function TipPanel({ performerId, performerName, conversationId }: Props) {
  const { t } = useTranslation('components');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const tipSend = useAppSelector(selectTipSend);
  const [open, setOpen] = useState(false);
  // The custom amount as typed; a whole number of tokens from 1 to MAX_TIP can be sent.
  const [custom, setCustom] = useState('');
  const customAmount = Number(custom);
  const customValid = custom.trim() !== '' && Number.isInteger(customAmount) && customAmount >= 1 && customAmount <= MAX_TIP;

  useSaveOutcome(tipSend, {
    onSuccess: () => {
      if (tipSend.last) toast.success(t('tip.sent', { count: tipSend.last.amount, name: performerName }));
      setOpen(false);
      setCustom('');
    },
  });

  const sending = tipSend.requesting;
  const send = (amount: number) => dispatch(sendTip({ performerId, amount, conversationId }));

  if (account && account.role !== 'user') return null;

  const content = account ? (
    <Stack vertical gap={12} style={{ maxWidth: 280 }} data-testid="tip-panel">
      <Muted>{t('tip.balance', { count: account.balance, value: format.tokens(account.balance) })}</Muted>
      <Stack wrap gap={8}>
        {TIP_PRESETS.map((amount) => (
          <Button key={amount} onClick={() => send(amount)} disabled={sending} data-testid={`tip-${amount}`}>
            {amount}
          </Button>
        ))}
      </Stack>
      <Stack gap={8}>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TIP}
          step={1}
          className={field.field}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && customValid && !sending && send(customAmount)}
          placeholder={t('tip.custom')}
          aria-label={t('tip.custom')}
          aria-invalid={custom !== '' && !customValid}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="tip-custom"
        />
        <Button
          type="primary"
          disabled={!customValid || sending}
          loading={sending}
          onClick={() => customValid && send(customAmount)}
          data-testid="tip-send"
        >
          {t('tip.send')}
        </Button>
      </Stack>
      <Link href="/user/buy-tokens">{t('tip.buyMore')}</Link>
    </Stack>
  ) : (
    <LoginFirst reason={t('tip.loginFirst')} login={t('tip.login')} />
  );

  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      title={t('tip.title', { name: performerName })}
      trigger={(opens) => (
        <Button type="primary" icon={<Icon icon={GiftOutlined} />} data-testid="tip-button" {...opens}>
          {t('tip.button')}
        </Button>
      )}
    >
      {content}
    </Disclosure>
  );
}
