/**
 * The tip panel's form: the preset amounts and a custom amount. The tip goes through
 * the tips saga (one idempotency key per tip, kept for a retry of the same tip); the
 * form thanks the viewer and says it is done (`onSent`) when it went through. A script
 * of its own, loaded when a viewer first opens the panel, which adds the tips feature to
 * the store itself.
 */
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { TIP_PRESETS, MAX_TIP } from '@/shared/constants';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector, useFeatures } from '@/store/hooks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { Button } from '@/features/ui/components/Button';
import { Muted } from '@/features/ui/components/Muted';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import tips, { selectTipSend, sendTip } from '../slice';

const FEATURES = { tips };

interface Props {
  account: CurrentAccount;
  performerId: string;
  performerName: string;
  conversationId?: string;
  onSent: () => void;
}

export function TipForm(props: Props) {
  return useFeatures(FEATURES) ? <TipAmounts {...props} /> : null;
}

function TipAmounts({ account, performerId, performerName, conversationId, onSent }: Props) {
  const { t } = useTranslation('live');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const tipSend = useAppSelector(selectTipSend);
  // The custom amount as typed; a whole number of tokens from 1 to MAX_TIP can be sent.
  const [custom, setCustom] = useState('');
  const customAmount = Number(custom);
  const customValid = custom.trim() !== '' && Number.isInteger(customAmount) && customAmount >= 1 && customAmount <= MAX_TIP;

  useSaveOutcome(tipSend, {
    onSuccess: () => {
      if (tipSend.last) toast.success(t('tip.sent', { count: tipSend.last.amount, name: performerName }));
      setCustom('');
      onSent();
    },
  });

  const sending = tipSend.requesting;
  const send = (amount: number) => dispatch(sendTip({ performerId, amount, conversationId }));
  // The panel opened before this form had loaded: the focus comes here, as into any panel.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus({ preventScroll: true }), []);

  return (
    <Stack vertical gap={12} style={{ maxWidth: 280 }} data-testid="tip-panel">
      <Muted>{t('tip.balance', { count: account.balance, value: format.tokens(account.balance) })}</Muted>
      <Stack wrap gap={8}>
        {TIP_PRESETS.map((amount, i) => (
          <Button
            key={amount}
            ref={i === 0 ? first : undefined}
            onClick={() => send(amount)}
            disabled={sending}
            data-testid={`tip-${amount}`}
          >
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
  );
}
