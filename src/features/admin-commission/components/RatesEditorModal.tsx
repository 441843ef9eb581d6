/**
 * The editor of one performer's rates per sale type, or one studio's platform
 * percentage and member share: 0-100 each, empty for the default (shown as the hint).
 */
import { SALE_TYPES } from '@/shared/constants';
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, InputNumber, Modal, Row, type ButtonProps } from 'antd';
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

interface Field {
  name: string;
  label: string;
  /** What applies when the field is empty. */
  fallback: number | undefined;
}

type Values = Record<string, number | null | undefined>;

/** Empty inputs become null: the default applies again. */
const ownValues = <K extends string>(names: readonly K[], values: Values) =>
  Object.fromEntries(names.map((name) => [name, values[name] ?? null])) as Record<K, number | null>;

export function RatesEditorModal() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectRatesEditor);
  const saving = useAppSelector(selectSavingRates);
  const performers = useAppSelector(selectPerformerRates).data;
  const studios = useAppSelector(selectStudioRates).data;
  const site = useAppSelector(selectSiteCommission).data;
  const [form] = Form.useForm<Values>();

  const performer = editor?.kind === 'performer' ? performers.find((p) => p._id === editor.id) : undefined;
  const studio = editor?.kind === 'studio' ? studios.find((s) => s._id === editor.id) : undefined;
  const fields: Field[] = performer
    ? SALE_TYPES.map((type) => ({
        name: type,
        label: t(`earnings.saleTypes.${type}`, { ns: 'account' }),
        fallback: performer.defaultPercent,
      }))
    : [
        { name: 'commissionPercent', label: t('adminCommission.platformPercent'), fallback: site?.performerCommission },
        { name: 'memberSharePercent', label: t('adminCommission.memberShare'), fallback: site?.studioMemberShare },
      ];
  const initialValues: Values = performer
    ? performer.rates
    : studio
      ? { commissionPercent: studio.commissionPercent, memberSharePercent: studio.memberSharePercent }
      : {};

  const save = (values: Values) => {
    if (performer) dispatch(savePerformerRates({ performerId: performer._id, rates: ownValues(SALE_TYPES, values) as OwnRates }));
    else if (studio)
      dispatch(saveStudioRates({ studioId: studio._id, values: ownValues(['commissionPercent', 'memberSharePercent'] as const, values) }));
  };

  return (
    <Modal
      open={Boolean(performer ?? studio)}
      title={t('adminCommission.editTitle', { name: performer?.name ?? studio?.name ?? '' })}
      okText={t('adminCommission.save')}
      okButtonProps={{ loading: saving, 'data-testid': 'rates-editor-save' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={() => dispatch(closeRatesEditor())}
      destroyOnHidden
    >
      <p>{t('adminCommission.editExplain')}</p>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={save} preserve={false}>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.name} span={12}>
              <Form.Item name={field.name} label={field.label}>
                <InputNumber<number>
                  min={0}
                  max={100}
                  precision={0}
                  suffix="%"
                  placeholder={field.fallback === undefined ? undefined : String(field.fallback)}
                  style={{ width: '100%' }}
                  data-testid={`rate-input-${field.name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
