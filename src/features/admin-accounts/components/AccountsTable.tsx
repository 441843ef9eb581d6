/**
 * Every account, searchable by name, username or e-mail address, filtered by role and
 * status, sorted by a column and paged. The open button stays visible at any width.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { ButtonLink } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { FilterSelect } from '@/features/ui/components/FilterSelect';
import { Icon } from '@/features/ui/components/Icon';
import { ListTable, type ListColumn, type SortOrder } from '@/features/ui/components/ListTable';
import { Muted } from '@/features/ui/components/Muted';
import { SearchBox } from '@/features/ui/components/SearchBox';
import bar from '@/features/ui/components/FilterBar.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ROLES, ACCOUNT_STATUSES } from '@/shared/constants';
import type { AccountSortField, AdminAccountRow } from '@/shared/schemas/admin-accounts';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { ACCOUNTS_PAGE_SIZE, loadAccounts, selectAccountsList } from '../slice';
import { AccountStatusTag } from './AccountStatusTag';
import styles from './AccountsTable.module.css';

export function AccountsTable() {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAccountsList);
  const { filter } = list;

  useEffect(() => {
    dispatch(loadAccounts({}));
  }, [dispatch]);

  const sortOrder = (field: AccountSortField): SortOrder =>
    filter.sortBy === field ? (filter.sort === 'asc' ? 'ascend' : 'descend') : null;
  // A column whose order is cancelled leaves the list in its own order: the newest first.
  const sort = (key: string, order: SortOrder) =>
    dispatch(
      loadAccounts(
        order ? { sortBy: key as AccountSortField, sort: order === 'ascend' ? 'asc' : 'desc' } : { sortBy: 'createdAt', sort: 'desc' },
      ),
    );

  const columns: ListColumn<AdminAccountRow>[] = [
    {
      key: 'name',
      title: t('admin.accounts.columns.account'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_: unknown, account) => (
        <div className={styles.who}>
          <Link href={`/admin/accounts/${account._id}`}>{account.name}</Link>
          {account.username && <div className={styles.line}>@{account.username}</div>}
          <div className={styles.line}>{account.email}</div>
        </div>
      ),
    },
    {
      key: 'role',
      title: t('admin.accounts.columns.role'),
      render: (_: unknown, account) => <Chip>{t(`admin.accounts.role.${account.role}`)}</Chip>,
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
        <ButtonLink href={`/admin/accounts/${account._id}`} size="small" icon={<Icon icon={RightOutlined} />} data-testid="account-open">
          {t('admin.accounts.open')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <Card small data-testid="accounts-list">
      <div className={bar.bar}>
        <SearchBox
          value={filter.q}
          placeholder={t('admin.accounts.search')}
          buttonLabel={t('admin.accounts.searchButton')}
          onSearch={(q) => dispatch(loadAccounts({ q }))}
          className={bar.text}
          testId="accounts-search"
        />
        <FilterSelect
          label={t('admin.accounts.columns.role')}
          placeholder={t('admin.accounts.allRoles')}
          value={filter.role}
          options={ROLES.map((role) => ({ value: role, label: t(`admin.accounts.role.${role}`) }))}
          onChange={(role) => dispatch(loadAccounts({ role }))}
          className={bar.select}
          testId="accounts-role"
        />
        <FilterSelect
          label={t('admin.accounts.columns.status')}
          placeholder={t('admin.accounts.allStatuses')}
          value={filter.status}
          options={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`admin.accounts.status.${status}`) }))}
          onChange={(status) => dispatch(loadAccounts({ status }))}
          className={bar.select}
          testId="accounts-status"
        />
      </div>
      <Muted className={styles.total}>{t('admin.accounts.total', { count: list.total })}</Muted>
      <ListTable<AdminAccountRow>
        list={list}
        columns={columns}
        emptyText={t('admin.accounts.none')}
        errorGap
        onSort={sort}
        paging={{
          offset: filter.offset,
          total: list.total,
          pageSize: ACCOUNTS_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadAccounts({ offset })),
        }}
        data-testid="accounts-table"
      />
    </Card>
  );
}
