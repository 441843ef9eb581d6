/** The contact form: name, e-mail address and message; a thank-you once sent. Plain elements (`CheckedForm`), no antd. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { CheckedForm, TextAreaField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { Notice } from '@/features/ui/components/Notice';
import { Outcome } from '@/features/ui/components/Outcome';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { resetContact, selectContactState, sendContact } from '../slice';

export function ContactForm() {
  const { t } = useTranslation(['components', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectContactState);
  const account = useAppSelector(selectCurrentAccount);
  const checks = useFieldChecks();

  // A later visit starts with an empty form.
  useEffect(() => () => void dispatch(resetContact()), [dispatch]);

  if (state.success) {
    return (
      <Outcome
        status="success"
        title={t('contact.sent')}
        text={state.message ? t(state.message, { ns: 'common' }) : undefined}
        action={<Button onClick={() => dispatch(resetContact())}>{t('contact.another')}</Button>}
        data-testid="contact-success"
      />
    );
  }

  const check = (data: FormData) => ({
    name: checks.required(textOf(data, 'name')),
    email: checks.email(textOf(data, 'email')),
    message: checks.required(textOf(data, 'message')),
  });

  const send = (data: FormData) =>
    dispatch(
      sendContact({ name: textOf(data, 'name').trim(), email: textOf(data, 'email').trim(), message: textOf(data, 'message').trim() }),
    );

  return (
    <Card>
      <CheckedForm check={check} onValid={send} data-testid="contact-form">
        <TextField name="name" label={t('contact.name')} autoComplete="name" maxLength={100} defaultValue={account?.name ?? ''} />
        <TextField
          name="email"
          type="email"
          label={t('contact.email')}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={account?.email ?? ''}
        />
        <TextAreaField name="message" label={t('contact.message')} rows={6} maxLength={5000} />
        {state.error && (
          <Notice type="error" className="form-notice" title={t(state.error, { ns: 'common' })} data-testid="contact-error" />
        )}
        <Button type="primary" htmlType="submit" size="large" loading={state.requesting} data-testid="contact-submit">
          {t('contact.submit')}
        </Button>
      </CheckedForm>
    </Card>
  );
}
