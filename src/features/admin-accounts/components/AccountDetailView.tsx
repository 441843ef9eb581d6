/**
 * One account as administrators manage it: who it is, its standing and balance with the
 * actions (suspend with a reason, reactivate, send a password reset, adjust the balance),
 * and tabs for the profile form, ledger history, earnings, payouts, shows and documents.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UndoOutlined from '@ant-design/icons-svg/es/asn/UndoOutlined';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { Stack } from '@/features/ui/components/Stack';
import { Statistic } from '@/features/ui/components/Statistic';
import { Tabs } from '@/features/ui/components/Tabs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import {
  adjustBalance,
  loadAccount,
  reactivateAccount,
  selectAccountDetail,
  selectDoneAction,
  selectRunningAction,
  sendPasswordReset,
  suspendAccount,
} from '../slice';
import { AccountStatusTag } from './AccountStatusTag';
import { AccountProfileForm } from './AccountProfileForm';
import { BalanceDialog } from './BalanceDialog';
import { SuspendDialog } from './SuspendDialog';
import { DocumentLinks, EarningsSummary, LedgerHistory, PayoutHistory, ShowHistory } from './account-records';
import styles from './AccountDetailView.module.css';

export function AccountDetailView({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectAccountDetail);
  const running = useAppSelector(selectRunningAction);
  const done = useAppSelector(selectDoneAction);
  const [dialog, setDialog] = useState<{ kind: 'suspend' | 'balance'; openedAt: number } | null>(null);
  const openDialog = (kind: 'suspend' | 'balance') => setDialog({ kind, openedAt: Date.now() });
  // A dialog closes once its action succeeded.
  const isOpen = (kind: 'suspend' | 'balance') => dialog?.kind === kind && !(done.action === kind && done.at >= dialog.openedAt);

  useEffect(() => {
    if (id) dispatch(loadAccount(id));
  }, [dispatch, id]);

  const data = detail.data?.account._id === id ? detail.data : null;
  if (!data) {
    return detail.error ? <Notice type="error" title={t(detail.error, { ns: 'common' })} /> : <Spinner />;
  }
  const { account } = data;
  const canSuspend = account.role !== 'admin' && account.status !== 'suspended';

  return (
    <Stack vertical gap={16} data-testid="account-detail">
      <Link href="/admin/accounts" className={styles.back}>
        <Icon icon={ArrowLeftOutlined} /> {t('admin.accounts.back')}
      </Link>
      <Card small>
        <div className={styles.head}>
          <div className={styles.who}>
            <Avatar src={account.avatar} size={56} />
            <div className={styles.names}>
              <h2 className={styles.name}>{account.name}</h2>
              <Muted className={styles.address}>
                {account.username ? `@${account.username} · ` : ''}
                {account.email}
              </Muted>
              <Stack wrap gap={4} className={styles.tags}>
                <Chip>{t(`admin.accounts.role.${account.role}`)}</Chip>
                <AccountStatusTag status={account.status} />
                {account.verified !== null && (
                  <Chip tone={account.verified ? 'green' : 'default'}>
                    {t(account.verified ? 'admin.accounts.verified' : 'admin.accounts.notVerified')}
                  </Chip>
                )}
                {!account.emailVerified && <Chip tone="orange">{t('admin.accounts.emailUnconfirmed')}</Chip>}
              </Stack>
            </div>
          </div>
          <Statistic title={t('admin.accounts.columns.balance')} value={format.tokens(account.balance)} data-testid="account-balance" />
        </div>
        {account.status === 'suspended' && account.statusReason && (
          <Notice type="warning" className={styles.gap} title={t('admin.accounts.suspendedBecause', { reason: account.statusReason })} />
        )}
        <Stack wrap gap={8} className={styles.gap}>
          <Button icon={<Icon icon={DollarOutlined} />} onClick={() => openDialog('balance')} data-testid="account-adjust">
            {t('admin.accounts.balance.open')}
          </Button>
          <ConfirmButton
            question={t('admin.accounts.passwordReset.confirm')}
            ok={t('admin.accounts.passwordReset.send')}
            cancel={t('admin.accounts.cancel')}
            onConfirm={() => dispatch(sendPasswordReset(account._id))}
            icon={<Icon icon={MailOutlined} />}
            loading={running === 'passwordReset'}
            disabled={account.status === 'suspended'}
            data-testid="account-password-reset"
          >
            {t('admin.accounts.passwordReset.send')}
          </ConfirmButton>
          {account.status === 'suspended' ? (
            <Button
              icon={<Icon icon={UndoOutlined} />}
              loading={running === 'reactivate'}
              onClick={() => dispatch(reactivateAccount(account._id))}
              data-testid="account-reactivate"
            >
              {t('admin.accounts.reactivate')}
            </Button>
          ) : (
            <Button
              danger
              icon={<Icon icon={StopOutlined} />}
              disabled={!canSuspend}
              onClick={() => openDialog('suspend')}
              data-testid="account-suspend"
            >
              {t('admin.accounts.suspend.open')}
            </Button>
          )}
        </Stack>
        <Muted className={styles.since}>{t('admin.accounts.since', { date: formatDate(account.createdAt) })}</Muted>
      </Card>
      <Card small>
        <Tabs
          items={[
            { key: 'profile', label: t('admin.accounts.tabs.profile'), children: <AccountProfileForm account={account} /> },
            { key: 'ledger', label: t('admin.accounts.tabs.ledger'), children: <LedgerHistory ledger={data.ledger} /> },
            { key: 'earnings', label: t('admin.accounts.tabs.earnings'), children: <EarningsSummary earnings={data.earnings} /> },
            { key: 'payouts', label: t('admin.accounts.tabs.payouts'), children: <PayoutHistory payouts={data.payouts} /> },
            { key: 'shows', label: t('admin.accounts.tabs.shows'), children: <ShowHistory shows={data.shows} /> },
            { key: 'documents', label: t('admin.accounts.tabs.documents'), children: <DocumentLinks documents={data.documents} /> },
          ]}
          data-testid="account-tabs"
        />
      </Card>
      <SuspendDialog
        open={isOpen('suspend')}
        running={running === 'suspend'}
        onSuspend={(reason) => dispatch(suspendAccount({ id: account._id, reason }))}
        onClose={() => setDialog(null)}
      />
      <BalanceDialog
        open={isOpen('balance')}
        balance={account.balance}
        running={running === 'balance'}
        onAdjust={(amount, reason) => dispatch(adjustBalance({ id: account._id, amount, reason }))}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
