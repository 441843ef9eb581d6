/**
 * The one editor of the shop's promos and token packages: a dialog whose OK sends its
 * form, with each kind's own fields around the ones they share (where the item stands in
 * its list, and whether it is active). The form starts from the item edited, or from a
 * new one's defaults; a refused save leaves it open as it was (the saga says why).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Dialog } from '@/features/ui/components/Dialog';
import { CheckedForm, NumberField, SelectField, textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeShopEditor, selectShopEditor, selectShopSaving, type ShopEditor as ShopEditorState } from '../slice';

const FORM_ID = 'shop-editor-form';

/** What the two kinds have in common. */
interface ShopItem {
  _id: string;
  ordering: number;
  status: string;
}

export function ShopEditor<T extends ShopItem>({
  kind,
  items,
  titles,
  statusHint,
  statusTestId,
  check,
  onSave,
  before,
  after,
}: {
  kind: ShopEditorState['kind'];
  /** The list the item edited is found in. */
  items: T[];
  /** The dialog's title keys (admin), for a new item and for one edited. */
  titles: { add: string; edit: string };
  statusHint?: string;
  statusTestId?: string;
  /** The kind's own checks (the order's is the editor's). */
  check: (data: FormData) => FieldProblems;
  /** Dispatches the save of the form's values; `editing` is undefined for a new item. */
  onSave: (data: FormData, editing: T | undefined) => void;
  /** The kind's fields above the shared ones, and below them, for the item edited. */
  before: (editing: T | undefined) => ReactNode;
  after?: (editing: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const checks = useFieldChecks();
  const editor = useAppSelector(selectShopEditor);
  const saving = useAppSelector(selectShopSaving);
  const open = editor?.kind === kind;
  const editing = open && editor.id ? items.find((item) => item._id === editor.id) : undefined;

  const checkAll = (data: FormData) => ({ ...check(data), ordering: checks.number({ min: -1000, max: 1000 })(textOf(data, 'ordering')) });

  return (
    <Dialog
      open={open}
      title={t(editing ? titles.edit : titles.add)}
      okText={t('admin.shop.save')}
      cancelText={t('admin.shop.cancel')}
      okLoading={saving}
      okTestId={`${kind}-save`}
      okForm={FORM_ID}
      onCancel={() => dispatch(closeShopEditor())}
    >
      {/* Drawn anew each time the dialog opens; the dialog's OK sends it. */}
      <CheckedForm id={FORM_ID} size="middle" check={checkAll} onValid={(data) => onSave(data, editing)}>
        {before(editing)}
        <NumberField
          name="ordering"
          label={t('admin.shop.ordering')}
          min={-1000}
          max={1000}
          defaultValue={editing?.ordering ?? 0}
          width={140}
        />
        <SelectField
          name="status"
          label={t('admin.shop.status')}
          hint={statusHint}
          defaultValue={editing?.status ?? 'active'}
          options={[
            { value: 'active', label: t('admin.shop.active') },
            { value: 'inactive', label: t('admin.shop.inactive') },
          ]}
          width={200}
          data-testid={statusTestId}
        />
        {after?.(editing)}
      </CheckedForm>
    </Dialog>
  );
}
