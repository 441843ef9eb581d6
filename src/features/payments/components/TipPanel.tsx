/**
 * Tipping a performer: the preset amounts of spec section 9 and a custom amount.
 * One tip is one request with its own idempotency key, so a double click or a retry
 * after a lost answer never tips twice. The header balance follows from the socket.
 */
import { useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Flex, InputNumber, Popover, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { TIP_PRESETS, MAX_TIP } from '@/shared/constants';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { balanceChanged, selectCurrentAccount } from '@/features/account/slice';
import { apiSendTip } from '../api';

interface Props {
  performerId: string;
  performerName: string;
  conversationId?: string;
}

export function TipPanel({ performerId, performerName, conversationId }: Props) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const [open, setOpen] = useState(false);
  const [custom, setCustom] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const attempt = useRef<{ amount: number; key: string } | null>(null);

  const send = async (amount: number) => {
    // The same amount retried after a failure keeps its key; a new amount is a new tip.
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: crypto.randomUUID() };
    setSending(true);
    try {
      const result = await apiSendTip(performerId, amount, attempt.current.key, conversationId);
      attempt.current = null;
      dispatch(balanceChanged(result.balance));
      toast.success(t('tip.sent', { count: amount, name: performerName }));
      setOpen(false);
      setCustom(null);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  if (account && account.role !== 'user') return null;

  const content = account ? (
    <Flex vertical gap={12} style={{ maxWidth: 280 }} data-testid="tip-panel">
      <Typography.Text type="secondary">{t('tip.balance', { count: account.balance })}</Typography.Text>
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
        <Button type="primary" disabled={!custom || sending} loading={sending} onClick={() => custom && send(custom)} data-testid="tip-send">
          {t('tip.send')}
        </Button>
      </Flex>
      <Link href="/user/buy-tokens">{t('tip.buyMore')}</Link>
    </Flex>
  ) : (
    <Flex vertical gap={8} style={{ maxWidth: 260 }}>
      <span>{t('tip.loginFirst')}</span>
      <Link href="/auth/login/user">
        <Button type="primary">{t('tip.login')}</Button>
      </Link>
    </Flex>
  );

  return (
    <Popover content={content} title={t('tip.title', { name: performerName })} trigger="click" open={open} onOpenChange={setOpen}>
      <Button type="primary" icon={<GiftOutlined />} data-testid="tip-button">
        {t('tip.button')}
      </Button>
    </Popover>
  );
}
