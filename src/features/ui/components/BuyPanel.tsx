/**
 * The way to buy an item on its page (a video, a gallery): a confirmation for a viewer
 * (a user account), a sentence for other accounts, a login prompt that comes back to the
 * page for a visitor; a refusal shows under it. The texts are the item page's.
 */
import { useTranslation } from 'next-i18next/pages';
import { ConfirmButton } from './ConfirmButton';
import { LoginFirst } from './LoginFirst';
import { Notice } from './Notice';
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
        <ConfirmButton
          type="primary"
          size="large"
          loading={buying.requesting}
          question={texts.confirm}
          ok={texts.ok}
          cancel={texts.cancel}
          onConfirm={onBuy}
          data-testid={`${testId}-buy`}
        >
          {texts.buy}
        </ConfirmButton>
      ) : role ? (
        <span>{texts.usersOnly}</span>
      ) : (
        <LoginFirst reason={texts.loginToBuy} login={texts.login} href={`/auth/login/user?redirect=${encodeURIComponent(path)}`} />
      )}
      {buying.error && <Notice type="error" title={t(buying.error)} data-testid={`${testId}-buy-error`} />}
    </div>
  );
}
