/**
 * The audit log: who changed what, when and from where, newest first, filtered by
 * administrator, action, target and days. A row opens to show the values before and
 * after, wrapped within the screen's width.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Card, DatePicker, Descriptions, Input, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { ListTable } from '@/features/ui/components/ListTable';
import { DAY_FORMAT } from '@/features/earnings/range';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/shared/audit';
import type { AuditLogEntry } from '@/shared/schemas/audit';
import { AUDIT_PAGE_SIZE, loadAuditAdmins, loadAuditLog, selectAdminAudit, type AuditFilter } from '../slice';

/** A value as readable text: JSON with its keys, indented. */
const readable = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

const wrapped = { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '100%' } as const;

function AuditDetails({ row }: { row: AuditLogEntry }) {
  const { t } = useTranslation('admin');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      style={{ maxWidth: '100%' }}
      items={[
        { key: 'before', label: t('admin.audit.before'), children: <pre style={wrapped}>{readable(row.before)}</pre> },
        { key: 'after', label: t('admin.audit.after'), children: <pre style={wrapped}>{readable(row.after)}</pre> },
        { key: 'reason', label: t('admin.audit.reason'), children: <span style={wrapped}>{row.reason ?? '—'}</span> },
        {
          key: 'target',
          label: t('admin.audit.targetId'),
          children: (
            <Typography.Text copyable style={wrapped}>
              {row.targetId ?? '—'}
            </Typography.Text>
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
  const [targetId, setTargetId] = useState(state.filter.targetId ?? '');

  useEffect(() => {
    dispatch(loadAuditLog({ filter: {}, offset: 0 }));
    dispatch(loadAuditAdmins());
  }, [dispatch]);

  const apply = (change: Partial<AuditFilter>) => dispatch(loadAuditLog({ filter: { ...state.filter, ...change }, offset: 0 }));
  const range = state.filter.range;

  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12, width: '100%' }} data-testid="audit-filters">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('admin.audit.admin')}
          value={state.filter.adminId}
          onChange={(adminId) => apply({ adminId })}
          options={Object.entries(state.admins).map(([value, label]) => ({ value, label }))}
          style={{ width: 200 }}
          data-testid="audit-filter-admin"
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('admin.audit.action')}
          value={state.filter.action}
          onChange={(action) => apply({ action })}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.actions.${action}`) }))}
          style={{ width: 220 }}
          data-testid="audit-filter-action"
        />
        <Select
          allowClear
          placeholder={t('admin.audit.targetType')}
          value={state.filter.targetType}
          onChange={(targetType) => apply({ targetType })}
          options={AUDIT_TARGETS.map((target) => ({ value: target, label: t(`admin.audit.targets.${target}`) }))}
          style={{ width: 170 }}
          data-testid="audit-filter-target"
        />
        <Input.Search
          allowClear
          placeholder={t('admin.audit.targetId')}
          value={targetId}
          onChange={(e) => setTargetId(e.target.value)}
          onSearch={(value) => apply({ targetId: value || undefined })}
          style={{ width: 240 }}
          data-testid="audit-filter-target-id"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          inputReadOnly
          value={range ? [dayjs(range.from), dayjs(range.to)] : null}
          onChange={(dates) =>
            apply({ range: dates?.[0] && dates[1] ? { from: dates[0].format(DAY_FORMAT), to: dates[1].format(DAY_FORMAT) } : undefined })
          }
          data-testid="audit-filter-range"
        />
        <Button
          onClick={() => {
            setTargetId('');
            dispatch(loadAuditLog({ filter: {}, offset: 0 }));
          }}
        >
          {t('admin.audit.clear')}
        </Button>
      </Space>
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
            render: (_, row) => <Tag>{t(`admin.audit.actions.${row.action}`)}</Tag>,
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
