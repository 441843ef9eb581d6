/**
 * Where the performer or studio wants to be paid: one form per method (bank
 * transfer, direct deposit, Paxum, BitPay). A payout request needs the details of
 * its method saved here.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { CheckedForm, TextField, textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { Chip } from '@/features/ui/components/Chip';
import { Notice } from '@/features/ui/components/Notice';
import { Tabs } from '@/features/ui/components/Tabs';
import { SaveError } from '@/features/ui/components/SaveError';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { CountryField } from '@/features/registration/components/CountryField';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { METHOD_FIELDS, PAYOUT_METHODS } from '@/shared/payouts';
import type { EarnerRole } from '@/shared/schemas/earnings';
import type { PayoutMethod } from '@/shared/schemas/payouts';
import { loadPaymentInformation, savePaymentInformation, selectPaymentInformation, selectSavePaymentInformation } from '../slice';
import styles from './PaymentInformationView.module.css';

/** Fields a person may leave empty; every other one is required. */
const OPTIONAL_FIELDS = new Set(['bankAddress', 'name', 'currency']);

function MethodForm({ role, method }: { role: EarnerRole; method: PayoutMethod }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const checks = useFieldChecks();
  const info = useAppSelector(selectPaymentInformation);
  const save = useAppSelector(selectSavePaymentInformation);
  const [sent, setSent] = useState(false);
  const saved = info.data.find((p) => p.paymentAccountType === method);
  const fields = METHOD_FIELDS[method];
  // The server's refusal of a field this form has, at that field (one new object per answer).
  const refused = useMemo<FieldProblems | undefined>(() => {
    const named = Object.entries(save.fields).filter(([field]) => fields.includes(field));
    return named.length ? Object.fromEntries(named.map(([field, text]) => [field, t(text, { ns: 'common' })])) : undefined;
  }, [save.fields, fields, t]);

  const check = (data: FormData) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = textOf(data, field);
        if (field === 'email') return [field, checks.email(value)];
        return [field, OPTIONAL_FIELDS.has(field) ? undefined : checks.required(value)];
      }),
    );

  const submit = (data: FormData) => {
    const details = Object.fromEntries(fields.map((field) => [field, textOf(data, field)]).filter(([, value]) => value.trim() !== ''));
    setSent(true);
    dispatch(savePaymentInformation({ role, method, details }));
  };

  return (
    // Drawn anew with what the server saved, as antd's form was refilled.
    <CheckedForm
      key={saved?.updatedAt}
      size="middle"
      check={check}
      onValid={submit}
      problems={sent ? refused : undefined}
      className={styles.form}
      data-testid={`payment-form-${method}`}
    >
      {saved && <Notice type="success" className="form-notice" title={t('payouts.info.savedOn', { date: formatDate(saved.updatedAt) })} />}
      {fields.map((field) =>
        field === 'country' ? (
          <CountryField key={field} name={field} label={t(`payouts.fields.${field}`)} defaultValue={saved?.details[field]} />
        ) : (
          <TextField
            key={field}
            name={field}
            label={t(`payouts.fields.${field}`)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete="off"
            defaultValue={saved?.details[field]}
            data-testid={`payment-${method}-${field}`}
          />
        ),
      )}
      {sent && !refused && <SaveError error={save.error} testId="payment-save-error" />}
      <Button type="primary" htmlType="submit" loading={save.requesting} data-testid={`payment-save-${method}`}>
        {t('payouts.info.save')}
      </Button>
    </CheckedForm>
  );
}

export function PaymentInformationView({ role }: { role: EarnerRole }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectPaymentInformation);

  useEffect(() => {
    dispatch(loadPaymentInformation());
  }, [dispatch]);

  const items = PAYOUT_METHODS.map((method) => ({
    key: method,
    label: (
      <span data-testid={`payment-tab-${method}`}>
        {t(`payouts.methods.${method}`)}
        {info.data.some((p) => p.paymentAccountType === method) && (
          <Chip tone="green" className={styles.saved}>
            {t('payouts.info.saved')}
          </Chip>
        )}
      </span>
    ),
    children: <MethodForm role={role} method={method} />,
  }));

  return (
    <Card data-testid="payment-information">
      <Notice type="info" className="form-notice" title={t('payouts.info.intro')} />
      {info.error && <Notice type="error" className="form-notice" title={t(info.error, { ns: 'common' })} />}
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
