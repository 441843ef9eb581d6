/**
 * Tipping a performer: a button that opens a panel with the amounts (`TipForm`, loaded
 * when a viewer first opens it); a visitor is asked to log in instead. The panel closes
 * when the tip went through. The header balance follows from the answer and the socket.
 */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
import { Disclosure } from '@/features/ui/components/Disclosure';

const TipForm = dynamic(() => import('./TipForm').then((module) => module.TipForm), { ssr: false });

interface Props {
  performerId: string;
  performerName: string;
  conversationId?: string;
}

export function TipPanel({ performerId, performerName, conversationId }: Props) {
  const { t } = useTranslation('live');
  const account = useAppSelector(selectCurrentAccount);
  const [open, setOpen] = useState(false);
  if (account && account.role !== 'user') return null;

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
      {account ? (
        <TipForm
          account={account}
          performerId={performerId}
          performerName={performerName}
          conversationId={conversationId}
          onSent={() => setOpen(false)}
        />
      ) : (
        <LoginFirst reason={t('tip.loginFirst')} login={t('tip.login')} />
      )}
    </Disclosure>
  );
}
