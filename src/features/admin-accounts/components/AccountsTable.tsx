/**
 * Every account, searchable by name, username or e-mail address, filtered by role and
 * status, sorted by a column and paged. The open button stays visible at any width.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Flex, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ROLES, ACCOUNT_STATUSES } from '@/shared/constants';
import type { AccountSortField, AdminAccountRow } from '@/shared/schemas/admin-accounts';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { offsetOf, offsetPagination } from '@/lib/pager';
import { ACCOUNTS_PAGE_SIZE, loadAccounts, selectAccountsList } from '../slice';
import { AccountStatusTag } from './AccountStatusTag';

export function AccountsTable() {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAccountsList);
  const { filter } = list;

  useEffect(() => {
    dispatch(loadAccounts({}));
  }, [dispatch]);

  const sortOrder = (field: AccountSortField) => (filter.sortBy === field ? (filter.sort === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<AdminAccountRow> = [
    {
      key: 'name',
      title: t('admin.accounts.columns.account'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_: unknown, account) => (
        <div style={{ minWidth: 160, maxWidth: 320, overflowWrap: 'anywhere' }}>
          <Link href={`/admin/accounts/${account._id}`}>{account.name}</Link>
          {account.username && <div style={{ fontSize: 12, opacity: 0.65 }}>@{account.username}</div>}
          <div style={{ fontSize: 12, opacity: 0.65 }}>{account.email}</div>
        </div>
      ),
    },
    {
      key: 'role',
      title: t('admin.accounts.columns.role'),
      render: (_: unknown, account) => <Tag>{t(`admin.accounts.role.${account.role}`)}</Tag>,
    },
    {
      key: 'status',
      title: t('admin.accounts.columns.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_: unknown, account) => <AccountStatusTag status={account.status} reason={account.statusReason} />,
    },
    {
      key: 'balance',
      title: t('admin.accounts.columns.balance'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('balance'),
      render: (_: unknown, account) => format.tokens(account.balance),
    },
    {
      key: 'createdAt',
      title: t('admin.accounts.columns.createdAt'),
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      responsive: ['md'],
      render: (_: unknown, account) => formatDate(account.createdAt),
    },
    {
      key: 'open',
      title: '',
      fixed: 'right',
      render: (_: unknown, account) => (
        <Link href={`/admin/accounts/${account._id}`} data-testid="account-open">
          <Button size="small" icon={<Icon icon={RightOutlined} />} aria-label={t('admin.accounts.open')}>
            {t('admin.accounts.open')}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <Card size="small" data-testid="accounts-list">
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          enterButton
          placeholder={t('admin.accounts.search')}
          defaultValue={filter.q}
          onSearch={(q) => dispatch(loadAccounts({ q: q.trim() }))}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
          data-testid="accounts-search"
        />
        <Select
          allowClear
          placeholder={t('admin.accounts.allRoles')}
          value={filter.role ?? undefined}
          onChange={(role) => dispatch(loadAccounts({ role: role ?? null }))}
          options={ROLES.map((role) => ({ value: role, label: t(`admin.accounts.role.${role}`) }))}
          style={{ flex: '0 1 160px', minWidth: 140 }}
          data-testid="accounts-role"
        />
        <Select
          allowClear
          placeholder={t('admin.accounts.allStatuses')}
          value={filter.status ?? undefined}
          onChange={(status) => dispatch(loadAccounts({ status: status ?? null }))}
          options={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`admin.accounts.status.${status}`) }))}
          style={{ flex: '0 1 160px', minWidth: 140 }}
          data-testid="accounts-status"
        />
      </Flex>
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('admin.accounts.total', { count: list.total })}
      </Typography.Text>
      <Table<AdminAccountRow>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.requesting}
        locale={{ emptyText: t('admin.accounts.none') }}
        scroll={{ x: 'max-content' }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const sortBy = (one?.order ? String(one.columnKey) : 'createdAt') as AccountSortField;
          const sort = one?.order === 'ascend' ? 'asc' : 'desc';
          const sortChanged = sortBy !== filter.sortBy || sort !== filter.sort;
          dispatch(loadAccounts({ sortBy, sort, offset: sortChanged ? 0 : offsetOf(pagination.current ?? 1, ACCOUNTS_PAGE_SIZE) }));
        }}
        // No onOffset: the table's onChange above loads the page, together with the sort.
        pagination={offsetPagination({ offset: filter.offset, total: list.total, pageSize: ACCOUNTS_PAGE_SIZE, size: 'small' })}
        data-testid="accounts-table"
      />
    </Card>
  );
}
