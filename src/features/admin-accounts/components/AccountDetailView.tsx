/**
 * One account as administrators manage it: who it is, its standing and balance with the
 * actions (suspend with a reason, reactivate, send a password reset, adjust the balance),
 * and tabs for the profile form, ledger history, earnings, payouts, shows and documents.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Avatar, Button, Card, Flex, Popconfirm, Spin, Statistic, Tabs, Tag, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UndoOutlined from '@ant-design/icons-svg/es/asn/UndoOutlined';
import { Icon } from '@/features/ui/components/Icon';
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
    return detail.error ? <Alert type="error" showIcon title={t(detail.error, { ns: 'common' })} /> : <Spin />;
  }
  const { account } = data;
  const canSuspend = account.role !== 'admin' && account.status !== 'suspended';

  return (
    <Flex vertical gap={16} data-testid="account-detail">
      <Link href="/admin/accounts">
        <Icon icon={ArrowLeftOutlined} /> {t('admin.accounts.back')}
      </Link>
      <Card size="small">
        <Flex wrap gap={16} align="center" justify="space-between">
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            <Avatar src={account.avatar} size={56} />
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {account.name}
              </Typography.Title>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                {account.username ? `@${account.username} · ` : ''}
                {account.email}
              </Typography.Text>
              <Flex wrap gap={4} style={{ marginTop: 4 }}>
                <Tag>{t(`admin.accounts.role.${account.role}`)}</Tag>
                <AccountStatusTag status={account.status} />
                {account.verified !== null && (
                  <Tag color={account.verified ? 'green' : 'default'}>
                    {t(account.verified ? 'admin.accounts.verified' : 'admin.accounts.notVerified')}
                  </Tag>
                )}
                {!account.emailVerified && <Tag color="orange">{t('admin.accounts.emailUnconfirmed')}</Tag>}
              </Flex>
            </div>
          </Flex>
          <Statistic title={t('admin.accounts.columns.balance')} value={format.tokens(account.balance)} data-testid="account-balance" />
        </Flex>
        {account.status === 'suspended' && account.statusReason && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title={t('admin.accounts.suspendedBecause', { reason: account.statusReason })}
          />
        )}
        <Flex wrap gap={8} style={{ marginTop: 12 }}>
          <Button icon={<Icon icon={DollarOutlined} />} onClick={() => openDialog('balance')} data-testid="account-adjust">
            {t('admin.accounts.balance.open')}
          </Button>
          <Popconfirm
            title={t('admin.accounts.passwordReset.confirm')}
            okText={t('admin.accounts.passwordReset.send')}
            cancelText={t('admin.accounts.cancel')}
            onConfirm={() => dispatch(sendPasswordReset(account._id))}
            disabled={account.status === 'suspended'}
          >
            <Button
              icon={<Icon icon={MailOutlined} />}
              loading={running === 'passwordReset'}
              disabled={account.status === 'suspended'}
              data-testid="account-password-reset"
            >
              {t('admin.accounts.passwordReset.send')}
            </Button>
          </Popconfirm>
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
        </Flex>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('admin.accounts.since', { date: formatDate(account.createdAt) })}
        </Typography.Text>
      </Card>
      <Card size="small">
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
    </Flex>
  );
}
