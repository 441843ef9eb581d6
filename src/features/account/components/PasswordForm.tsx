/** Changes the password of the signed-in account (docs/domain.md#signing-in-and-page-access). */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Form, Input } from 'antd';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { useFormRules } from '@/features/ui/hooks/useFormRules';
import { selectUpdatePasswordState, updatePassword } from '../slice';

interface PasswordValues {
  prevPassword: string;
  password: string;
  confirmPassword: string;
}

export function PasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const rules = useFormRules();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<PasswordValues>();
  const state = useAppSelector(selectUpdatePasswordState);
  // The auth state outlives this page: only the outcome of a change made here is shown.
  const [submitted, setSubmitted] = useState(false);

  useSaveOutcome(
    { requesting: state.submiting, error: state.error, success: state.success },
    { successText: t('settings.password.saved'), onSuccess: () => form.resetFields() },
  );

  const submit = ({ prevPassword, password }: PasswordValues) => {
    setSubmitted(true);
    dispatch(updatePassword({ prevPassword, password }));
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 440 }} data-testid="password-form">
      <Form.Item name="prevPassword" label={t('settings.password.current')} rules={[rules.required]}>
        <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="current-password" maxLength={100} />
      </Form.Item>
      <Form.Item name="password" label={t('settings.password.new')} rules={rules.password} hasFeedback>
        <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="new-password" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.password.confirm')}
        dependencies={['password']}
        hasFeedback
        rules={rules.confirmPassword}
      >
        <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="new-password" maxLength={100} />
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
