/** The editor of a token package: name, description, tokens, price, currency, order, active or disabled. */
import { useTranslation } from 'next-i18next/pages';
import { Form, Input, InputNumber } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { PackageBody } from '@/shared/schemas/money';
import { savePackage, selectShopPackages } from '../slice';
import { ShopEditorModal, ShopOrderingItem, ShopStatusItem, useShopEditing } from './shop-editor';

export function PackageEditorModal() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const packages = useAppSelector(selectShopPackages).data;
  const [form] = Form.useForm<PackageBody>();
  const { open, editing: pack } = useShopEditing('package', packages);
  const required = [{ required: true, message: t('This field is required!', { ns: 'common' }) }];

  const initialValues: Partial<PackageBody> = pack
    ? {
        name: pack.name,
        description: pack.description ?? '',
        tokens: pack.tokens,
        price: pack.price,
        currency: pack.currency,
        ordering: pack.ordering,
        status: pack.status as PackageBody['status'],
      }
    : { currency: 'EUR', ordering: 0, status: 'active' };

  const save = (values: PackageBody) =>
    dispatch(savePackage({ id: pack?._id ?? null, body: { ...values, description: values.description || null } }));

  return (
    <ShopEditorModal<PackageBody>
      kind="package"
      open={open}
      title={t(pack ? 'admin.packages.editTitle' : 'admin.packages.new')}
      form={form}
      initialValues={initialValues}
      onSave={save}
    >
      <Form.Item
        name="name"
        label={t('admin.packages.name')}
        rules={[...required, { whitespace: true, message: t('This field is required!', { ns: 'common' }) }]}
      >
        <Input maxLength={80} data-testid="package-name" />
      </Form.Item>
      <Form.Item name="description" label={t('admin.packages.description')}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="tokens" label={t('admin.packages.tokens')} rules={required}>
        <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 160 }} data-testid="package-tokens" />
      </Form.Item>
      <Form.Item name="price" label={t('admin.packages.price')} rules={required}>
        <InputNumber min={0.01} max={100_000} precision={2} style={{ width: 160 }} data-testid="package-price" />
      </Form.Item>
      <Form.Item
        name="currency"
        label={t('admin.packages.currency')}
        rules={[{ pattern: /^[A-Z]{3}$/, message: t('admin.packages.currencyHint') }]}
      >
        <Input maxLength={3} style={{ width: 100 }} />
      </Form.Item>
      <ShopOrderingItem />
      <ShopStatusItem extra={t('admin.packages.statusHint')} data-testid="package-status" />
    </ShopEditorModal>
  );
}
