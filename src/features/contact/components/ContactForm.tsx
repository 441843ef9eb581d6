/** The contact form: name, e-mail address and message; a thank-you once sent. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { MSG } from '@/shared/messages';
import { resetContact, selectContactState, sendContact } from '../slice';
import type { ContactMessage } from '../api';

export function ContactForm() {
  const { t } = useTranslation(['components', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectContactState);
  const account = useAppSelector(selectCurrentAccount);
  const [form] = Form.useForm<ContactMessage>();

  // A later visit starts with an empty form.
  useEffect(() => () => void dispatch(resetContact()), [dispatch]);

  if (state.success) {
    return (
      <Result
        status="success"
        title={t('contact.sent')}
        subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
        extra={<Button onClick={() => dispatch(resetContact())}>{t('contact.another')}</Button>}
        data-testid="contact-success"
      />
    );
  }

  const required = { required: true, whitespace: true, message: t(MSG.required, { ns: 'common' }) };
  const submit = (values: ContactMessage) =>
    dispatch(sendContact({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() }));

  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ name: account?.name ?? '', email: account?.email ?? '' }}
        data-testid="contact-form"
      >
        <Form.Item name="name" label={t('contact.name')} rules={[required, { max: 100 }]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label={t('contact.email')} rules={[required, { type: 'email', message: t(MSG.email, { ns: 'common' }) }]}>
          <Input autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="message" label={t('contact.message')} rules={[required]}>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        {state.error && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t(state.error, { ns: 'common' })} data-testid="contact-error" />
        )}
        <Button type="primary" htmlType="submit" size="large" loading={state.requesting} data-testid="contact-submit">
          {t('contact.submit')}
        </Button>
      </Form>
    </Card>
  );
}
