/**
 * Tipping a performer: the preset amounts and a custom amount. The tip goes through
 * the tips saga (one idempotency key per tip, kept for a retry of the same tip); the
 * panel thanks the viewer and closes when it went through. The header balance
 * follows from the answer and the socket.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Flex, InputNumber, Popover, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { TIP_PRESETS, MAX_TIP } from '@/shared/constants';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
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
  const [custom, setCustom] = useState<number | null>(null);

  useSaveOutcome(tipSend, {
    onSuccess: () => {
      if (tipSend.last) toast.success(t('tip.sent', { count: tipSend.last.amount, name: performerName }));
      setOpen(false);
      setCustom(null);
    },
  });

  const sending = tipSend.requesting;
  const send = (amount: number) => dispatch(sendTip({ performerId, amount, conversationId }));

  if (account && account.role !== 'user') return null;

  const content = account ? (
    <Flex vertical gap={12} style={{ maxWidth: 280 }} data-testid="tip-panel">
      <Typography.Text type="secondary">
        {t('tip.balance', { count: account.balance, value: format.tokens(account.balance) })}
      </Typography.Text>
      <Flex wrap gap={8}>
        {TIP_PRESETS.map((amount) => (
          <Button key={amount} onClick={() => send(amount)} disabled={sending} data-testid={`tip-${amount}`}>
            {amount}
          </Button>
        ))}
      </Flex>
      <Flex gap={8}>
        <InputNumber
          min={1}
          max={MAX_TIP}
          precision={0}
          value={custom}
          onChange={(value) => setCustom(value)}
          placeholder={t('tip.custom')}
          aria-label={t('tip.custom')}
          style={{ flex: 1 }}
          data-testid="tip-custom"
        />
        <Button
          type="primary"
          disabled={!custom || sending}
          loading={sending}
          onClick={() => custom && send(custom)}
          data-testid="tip-send"
        >
          {t('tip.send')}
        </Button>
      </Flex>
      <Link href="/user/buy-tokens">{t('tip.buyMore')}</Link>
    </Flex>
  ) : (
    <LoginFirst reason={t('tip.loginFirst')} login={t('tip.login')} />
  );

  return (
    <Popover content={content} title={t('tip.title', { name: performerName })} trigger="click" open={open} onOpenChange={setOpen}>
      <Button type="primary" icon={<GiftOutlined />} data-testid="tip-button">
        {t('tip.button')}
      </Button>
    </Popover>
  );
}
