/** Changes the password of the signed-in account (docs/domain.md#signing-in-and-page-access). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, App, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUpdatePasswordState, updatePassword } from '../slice';
import { MSG } from '@/shared/messages';

/** The server's text for a short password; also a translation key. */
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
const PASSWORD_MIN = 8;

interface PasswordValues {
  prevPassword: string;
  password: string;
  confirmPassword: string;
}

export function PasswordForm() {
  const { t } = useTranslation(['components', 'common']);
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<PasswordValues>();
  const state = useAppSelector(selectUpdatePasswordState);
  // The auth state outlives this page: only the outcome of a change made here is shown.
  const [submitted, setSubmitted] = useState(false);

  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !state.submiting && state.success) {
      form.resetFields();
      void message.success(t('settings.password.saved'));
    }
    wasSubmitting.current = state.submiting;
  }, [state.submiting, state.success, form, message, t]);

  const submit = ({ prevPassword, password }: PasswordValues) => {
    setSubmitted(true);
    dispatch(updatePassword({ prevPassword, password }));
  };

  const required = { required: true, message: t(MSG.required, { ns: 'common' }) };

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 440 }} data-testid="password-form">
      <Form.Item name="prevPassword" label={t('settings.password.current')} rules={[required]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('settings.password.new')}
        rules={[required, { min: PASSWORD_MIN, message: t(PASSWORD_MIN_MESSAGE, { ns: 'common' }) }]}
        hasFeedback
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.password.confirm')}
        dependencies={['password']}
        hasFeedback
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('settings.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={100} />
      </Form.Item>
      {submitted && state.success && (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('settings.password.saved')} data-testid="password-success" />
      )}
      {submitted && state.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t(state.error, { ns: 'common' })} data-testid="password-error" />
      )}
      <Button type="primary" htmlType="submit" loading={state.submiting} data-testid="password-submit">
        {t('settings.password.submit')}
      </Button>
    </Form>
  );
}
