/**
 * Buying a physical product: its button opens a dialog asking where to send it (name,
 * street, postal code, city, country, a phone number if wanted), checked as the server
 * checks it; its OK buys. A refusal (a short balance, out of stock) shows under the button.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, SelectField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Notice } from '@/features/ui/components/Notice';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { countryOptions } from '@/lib/countries';
import type { ShippingAddress } from '@/shared/schemas/products';
import styles from '@/features/ui/components/ContentPage.module.css';

const PHONE = /^[0-9 +()-]*$/;

/** The address the form holds, as the purchase sends it (no phone when none was given). */
export function shippingAddressOf(data: FormData): ShippingAddress {
  const phone = textOf(data, 'phone').trim();
  return {
    name: textOf(data, 'name').trim(),
    street: textOf(data, 'street').trim(),
    postalCode: textOf(data, 'postalCode').trim(),
    city: textOf(data, 'city').trim(),
    country: textOf(data, 'country'),
    ...(phone ? { phone } : {}),
  };
}

export function ShippingBuyDialog({
  buyText,
  buying,
  onBuy,
}: {
  buyText: string;
  buying: { requesting: boolean; error: string | null };
  onBuy: (address: ShippingAddress) => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const { required } = useFieldChecks();
  const [open, setOpen] = useState(false);
  const check = (data: FormData) => ({
    name: required(textOf(data, 'name')),
    street: required(textOf(data, 'street')),
    postalCode: required(textOf(data, 'postalCode')),
    city: required(textOf(data, 'city')),
    country: required(textOf(data, 'country')),
    phone: PHONE.test(textOf(data, 'phone')) ? undefined : t('product.shipping.phoneInvalid'),
  });
  return (
    <div className={styles.buy} data-testid="product-buy-panel">
      <Button type="primary" size="large" loading={buying.requesting} onClick={() => setOpen(true)} data-testid="product-buy">
        {buyText}
      </Button>
      {buying.error && <Notice type="error" title={t(buying.error, { ns: 'common' })} data-testid="product-buy-error" />}
      <Dialog
        open={open}
        title={t('product.shipping.title')}
        okText={t('product.shipping.buy')}
        cancelText={t('video.cancel')}
        okForm="product-shipping-form"
        okTestId="product-shipping-buy"
        onCancel={() => setOpen(false)}
        maskClosable={false}
      >
        <p>{t('product.shipping.intro')}</p>
        <CheckedForm
          id="product-shipping-form"
          size="middle"
          check={check}
          onValid={(data) => {
            setOpen(false);
            onBuy(shippingAddressOf(data));
          }}
        >
          <TextField name="name" label={t('product.shipping.name')} maxLength={100} autoComplete="name" data-testid="shipping-name" />
          <TextField
            name="street"
            label={t('product.shipping.street')}
            maxLength={200}
            autoComplete="street-address"
            data-testid="shipping-street"
          />
          <TextField
            name="postalCode"
            label={t('product.shipping.postalCode')}
            maxLength={20}
            autoComplete="postal-code"
            width={160}
            data-testid="shipping-postal-code"
          />
          <TextField
            name="city"
            label={t('product.shipping.city')}
            maxLength={100}
            autoComplete="address-level2"
            data-testid="shipping-city"
          />
          <SelectField
            name="country"
            label={t('product.shipping.country')}
            placeholder={t('product.shipping.chooseCountry')}
            options={countryOptions(i18n.language)}
            autoComplete="country"
            data-testid="shipping-country"
          />
          <TextField
            name="phone"
            type="tel"
            label={t('product.shipping.phone')}
            maxLength={30}
            autoComplete="tel"
            width={240}
            data-testid="shipping-phone"
          />
        </CheckedForm>
      </Dialog>
    </div>
  );
}
