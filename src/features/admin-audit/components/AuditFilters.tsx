/**
 * The audit log's filters: the administrator, the action, the kind of item, the item's id
 * and the days, each applied as soon as it is chosen (the id with Enter or its button),
 * and a button that clears them all. The browser's own selects and date fields.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { FilterSelect } from '@/features/ui/components/FilterSelect';
import { SearchBox } from '@/features/ui/components/SearchBox';
import bar from '@/features/ui/components/FilterBar.module.css';
import field from '@/features/ui/components/Field.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/shared/audit';
import type { DayRange } from '@/features/earnings/range';
import { loadAuditLog, selectAdminAudit, type AuditFilter } from '../slice';
import styles from './AuditFilters.module.css';

/**
 * The first and last day of the changes shown. One day picked alone is a range of that day
 * (the other field follows it), a first day after the last moves the last along, and
 * emptying either field shows every day again.
 */
function DaysFilter({ value, onChange }: { value: DayRange | undefined; onChange: (range: DayRange | undefined) => void }) {
  const { t } = useTranslation('admin');
  const from = value?.from ?? '';
  const to = value?.to ?? '';
  return (
    <span className={styles.days} data-testid="audit-filter-range">
      <input
        type="date"
        className={field.field}
        value={from}
        max={to || undefined}
        aria-label={t('admin.audit.from')}
        onChange={({ target: { value: day } }) => onChange(day ? { from: day, to: to && to >= day ? to : day } : undefined)}
        data-testid="audit-filter-from"
      />
      <span aria-hidden="true">–</span>
      <input
        type="date"
        className={field.field}
        value={to}
        min={from || undefined}
        aria-label={t('admin.audit.to')}
        onChange={({ target: { value: day } }) => onChange(day ? { from: from && from <= day ? from : day, to: day } : undefined)}
        data-testid="audit-filter-to"
      />
    </span>
  );
}

export function AuditFilters() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { filter, admins } = useAppSelector(selectAdminAudit);
  // Clearing empties the id field too, even of a text not searched for yet.
  const [clearings, setClearings] = useState(0);
  const apply = (change: Partial<AuditFilter>) => dispatch(loadAuditLog({ filter: { ...filter, ...change }, offset: 0 }));

  return (
    <div className={bar.bar} data-testid="audit-filters">
      <FilterSelect
        label={t('admin.audit.admin')}
        value={filter.adminId}
        options={Object.entries(admins).map(([value, label]) => ({ value, label }))}
        onChange={(adminId) => apply({ adminId: adminId ?? undefined })}
        className={bar.select}
        testId="audit-filter-admin"
      />
      <FilterSelect
        label={t('admin.audit.action')}
        value={filter.action}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.actions.${action}`) }))}
        onChange={(action) => apply({ action: action ?? undefined })}
        className={bar.select}
        testId="audit-filter-action"
      />
      <FilterSelect
        label={t('admin.audit.targetType')}
        value={filter.targetType}
        options={AUDIT_TARGETS.map((target) => ({ value: target, label: t(`admin.audit.targets.${target}`) }))}
        onChange={(targetType) => apply({ targetType: targetType ?? undefined })}
        className={bar.select}
        testId="audit-filter-target"
      />
      <SearchBox
        key={clearings}
        value={filter.targetId ?? ''}
        placeholder={t('admin.audit.targetId')}
        buttonLabel={t('admin.audit.searchButton')}
        onSearch={(targetId) => apply({ targetId: targetId || undefined })}
        className={bar.text}
        testId="audit-filter-target-id"
      />
      <DaysFilter value={filter.range} onChange={(range) => apply({ range })} />
      <Button
        onClick={() => {
          setClearings((count) => count + 1);
          dispatch(loadAuditLog({ filter: {}, offset: 0 }));
        }}
      >
        {t('admin.audit.clear')}
      </Button>
    </div>
  );
}
