/**
 * The way to buy an item on its page (a video, a gallery): a confirmation for a viewer
 * (a user account), a sentence for other accounts, a login prompt that comes back to the
 * page for a visitor; a refusal shows under it. The texts are the item page's.
 */
import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { LoginFirst } from './LoginFirst';
import styles from './ContentPage.module.css';

export interface BuyPanelTexts {
  buy: string;
  confirm: string;
  ok: string;
  cancel: string;
  usersOnly: string;
  loginToBuy: string;
  login: string;
}

export interface BuyPanelProps {
  /** The signed-in account's role; null for a visitor. */
  role: string | null;
  texts: BuyPanelTexts;
  /** The item's page, to come back to after logging in. */
  path: string;
  buying: { requesting: boolean; error: string | null };
  onBuy: () => void;
  /** Prefix of the test ids: `${testId}-buy`, `${testId}-buy-panel`, `${testId}-buy-error`. */
  testId: string;
}

export function BuyPanel({ role, texts, path, buying, onBuy, testId }: BuyPanelProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.buy} data-testid={`${testId}-buy-panel`}>
      {role === 'user' ? (
        <Popconfirm title={texts.confirm} okText={texts.ok} cancelText={texts.cancel} onConfirm={onBuy}>
          <Button type="primary" size="large" loading={buying.requesting} data-testid={`${testId}-buy`}>
            {texts.buy}
          </Button>
        </Popconfirm>
      ) : role ? (
        <span>{texts.usersOnly}</span>
      ) : (
        <LoginFirst reason={texts.loginToBuy} login={texts.login} href={`/auth/login/user?redirect=${encodeURIComponent(path)}`} />
      )}
      {buying.error && <Alert type="error" showIcon title={t(buying.error)} data-testid={`${testId}-buy-error`} />}
    </div>
  );
}
