/**
 * The audit log: who changed what, when and from where, newest first, filtered by
 * administrator, action, target and days. A row opens to show the values before and
 * after, wrapped within the screen's width.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Copyable } from '@/features/ui/components/Copyable';
import { Facts } from '@/features/ui/components/Facts';
import { ListTable } from '@/features/ui/components/ListTable';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import type { AuditLogEntry } from '@/shared/schemas/audit';
import { AUDIT_PAGE_SIZE, loadAuditAdmins, loadAuditLog, selectAdminAudit } from '../slice';
import { AuditFilters } from './AuditFilters';
import styles from './AuditLogView.module.css';

/** A value as readable text: JSON with its keys, indented. */
const readable = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

function AuditDetails({ row }: { row: AuditLogEntry }) {
  const { t } = useTranslation('admin');
  return (
    <Facts
      twoColumns
      facts={[
        { label: t('admin.audit.before'), value: <pre className={styles.wrapped}>{readable(row.before)}</pre> },
        { label: t('admin.audit.after'), value: <pre className={styles.wrapped}>{readable(row.after)}</pre> },
        { label: t('admin.audit.reason'), value: <span className={styles.wrapped}>{row.reason ?? '—'}</span> },
        {
          label: t('admin.audit.targetId'),
          value: row.targetId ? (
            <span className={styles.wrapped}>
              <Copyable text={row.targetId} />
            </span>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
}

export function AuditLogView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAdminAudit);

  useEffect(() => {
    dispatch(loadAuditLog({ filter: {}, offset: 0 }));
    dispatch(loadAuditAdmins());
  }, [dispatch]);

  return (
    <Card small>
      <AuditFilters />
      <ListTable<AuditLogEntry>
        list={state}
        emptyText={t('admin.audit.empty')}
        errorGap
        tableLayout="fixed"
        scroll={{ x: 860 }}
        expandable={{ expandedRowRender: (row) => <AuditDetails row={row} /> }}
        columns={[
          { key: 'createdAt', width: 160, title: t('admin.audit.when'), render: (_, row) => formatDate(row.createdAt) },
          { key: 'admin', width: 170, ellipsis: true, title: t('admin.audit.admin'), render: (_, row) => row.admin.name },
          {
            key: 'action',
            width: 200,
            title: t('admin.audit.action'),
            render: (_, row) => <Chip>{t(`admin.audit.actions.${row.action}`)}</Chip>,
          },
          {
            key: 'target',
            width: 200,
            ellipsis: true,
            title: t('admin.audit.target'),
            render: (_, row) => `${t(`admin.audit.targets.${row.targetType}`)}${row.targetId ? ` · ${row.targetId}` : ''}`,
          },
          { key: 'address', width: 130, ellipsis: true, title: t('admin.audit.address'), dataIndex: 'address' },
        ]}
        paging={{
          offset: state.offset,
          total: state.total,
          pageSize: AUDIT_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadAuditLog({ filter: state.filter, offset })),
        }}
        data-testid="audit-log-table"
      />
    </Card>
  );
}
