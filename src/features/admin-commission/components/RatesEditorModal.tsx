/**
 * The editor of one performer's rates per sale type, or one studio's platform
 * percentage and member share: 0-100 each, empty for the default (shown as the hint).
 */
import { SALE_TYPES } from '@/shared/constants';
import type { AdminStudioCommissionBody } from '@/shared/schemas/commission';
import { useTranslation } from 'next-i18next/pages';
import { CheckedForm, FieldGrid, NumberField } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  closeRatesEditor,
  savePerformerRates,
  saveStudioRates,
  selectPerformerRates,
  selectRatesEditor,
  selectSavingRates,
  selectSiteCommission,
  selectStudioRates,
  type OwnRates,
} from '../slice';
import { usePercentCheck } from '../hooks/usePercentCheck';

interface Field {
  name: string;
  label: string;
  /** What applies when the field is empty. */
  fallback: number | undefined;
  value: number | null;
}

const FORM_ID = 'rates-editor-form';
const STUDIO_VALUES = ['commissionPercent', 'memberSharePercent'] as const;

export function RatesEditorModal() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectRatesEditor);
  const saving = useAppSelector(selectSavingRates);
  const performers = useAppSelector(selectPerformerRates).data;
  const studios = useAppSelector(selectStudioRates).data;
  const site = useAppSelector(selectSiteCommission).data;
  const percent = usePercentCheck();

  const performer = editor?.kind === 'performer' ? performers.find((p) => p._id === editor.id) : undefined;
  const studio = editor?.kind === 'studio' ? studios.find((s) => s._id === editor.id) : undefined;
  const fields: Field[] = performer
    ? SALE_TYPES.map((type) => ({
        name: type,
        label: t(`earnings.saleTypes.${type}`, { ns: 'account' }),
        fallback: performer.defaultPercent,
        value: performer.rates[type],
      }))
    : [
        {
          name: 'commissionPercent',
          label: t('adminCommission.platformPercent'),
          fallback: site?.performerCommission,
          value: studio?.commissionPercent ?? null,
        },
        {
          name: 'memberSharePercent',
          label: t('adminCommission.memberShare'),
          fallback: site?.studioMemberShare,
          value: studio?.memberSharePercent ?? null,
        },
      ];

  const check = (data: FormData) => Object.fromEntries(fields.map((field) => [field.name, percent.problem(data, field.name)]));
  /** Empty inputs become null: the default applies again. */
  const save = (data: FormData) => {
    const own = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, percent.valueOf(data, name)]));
    if (performer) dispatch(savePerformerRates({ performerId: performer._id, rates: own(SALE_TYPES) as OwnRates }));
    else if (studio)
      dispatch(
        saveStudioRates({
          studioId: studio._id,
          values: own(STUDIO_VALUES) as Required<AdminStudioCommissionBody>,
        }),
      );
  };

  return (
    <Dialog
      open={Boolean(performer ?? studio)}
      title={t('adminCommission.editTitle', { name: performer?.name ?? studio?.name ?? '' })}
      okText={t('adminCommission.save')}
      okLoading={saving}
      okTestId="rates-editor-save"
      okForm={FORM_ID}
      onCancel={() => dispatch(closeRatesEditor())}
    >
      <p>{t('adminCommission.editExplain')}</p>
      {/* Drawn anew each time the dialog opens; the dialog's OK sends it. */}
      <CheckedForm id={FORM_ID} size="middle" check={check} onValid={save}>
        <FieldGrid>
          {fields.map((field) => (
            <NumberField
              key={field.name}
              name={field.name}
              label={field.label}
              min={0}
              max={100}
              suffix="%"
              defaultValue={field.value}
              placeholder={field.fallback === undefined ? undefined : String(field.fallback)}
              data-testid={`rate-input-${field.name}`}
            />
          ))}
        </FieldGrid>
      </CheckedForm>
    </Dialog>
  );
}
