/**
 * The performer's default prices in tokens per minute for private and group shows
 * (POST /performers/default-price/update): whole numbers from 1.
 */
import { useCallback } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Form, InputNumber } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { savePrices, type PerformerWithProfile } from '../slice';
import type { DefaultPrices } from '../api';
import { integerBetween } from './rules';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';

/** Limits of DefaultPriceBody. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 10000;

const pricesOf = (performer: PerformerWithProfile): DefaultPrices => ({
  privateCallPrice: performer.privateCallPrice,
  groupCallPrice: performer.groupCallPrice,
});

export function PricesForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<DefaultPrices>();
  const showSaved = useCallback(() => form.setFieldsValue(pricesOf(performer)), [form, performer]);
  const state = useProfileRequest('prices', t('settings.prices.saved'), showSaved);
  const rules = [integerBetween(t, PRICE_MIN, PRICE_MAX)];
  const unit = t('settings.prices.unit');

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={pricesOf(performer)}
      onFinish={(values: DefaultPrices) => dispatch(savePrices(values))}
      style={{ maxWidth: 440 }}
      data-testid="prices-form"
    >
      <Form.Item name="privateCallPrice" label={t('settings.prices.private')} extra={t('settings.prices.privateHelp')} rules={rules}>
        <InputNumber inputMode="numeric" suffix={unit} style={{ width: '100%' }} data-testid="price-private" />
      </Form.Item>
      <Form.Item name="groupCallPrice" label={t('settings.prices.group')} extra={t('settings.prices.groupHelp')} rules={rules}>
        <InputNumber inputMode="numeric" suffix={unit} style={{ width: '100%' }} data-testid="price-group" />
      </Form.Item>
      <SaveFooter request={state} name="prices" />
    </Form>
  );
}
