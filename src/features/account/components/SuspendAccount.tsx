/**
 * The danger zone: suspending the account after confirming the password
 * (docs/domain.md#account-status-and-review). On success the saga logs the visitor out and takes them home.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Form, Input, Modal, Typography, theme } from 'antd';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSuspendState, suspendAccount } from '../slice';
import { MSG } from '@/shared/messages';

export function SuspendAccount() {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSuspendState);
  const [form] = Form.useForm<{ password: string }>();
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { token } = theme.useToken();

  const close = () => {
    setOpen(false);
    setSubmitted(false);
    form.resetFields();
  };

  const submit = ({ password }: { password: string }) => {
    setSubmitted(true);
    dispatch(suspendAccount({ password }));
  };

  return (
    <Card
      title={t('settings.suspend.title')}
      styles={{ root: { borderColor: token.colorErrorBorder }, header: { color: token.colorError } }}
      data-testid="suspend-card"
    >
      <Typography.Paragraph>{t('settings.suspend.text')}</Typography.Paragraph>
      <Button danger type="primary" icon={<Icon icon={StopOutlined} />} onClick={() => setOpen(true)} data-testid="suspend-open">
        {t('settings.suspend.button')}
      </Button>
      <Modal
        open={open}
        title={t('settings.suspend.confirmTitle')}
        okText={t('settings.suspend.confirm')}
        cancelText={t('settings.suspend.cancel')}
        okButtonProps={{ danger: true, loading: state.requesting }}
        onOk={() => form.submit()}
        onCancel={close}
        // Rendered while closed too, so the form instance is always connected.
        forceRender
      >
        <Typography.Paragraph type="secondary">{t('settings.suspend.confirmText')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} data-testid="suspend-form">
          <Form.Item
            name="password"
            label={t('settings.suspend.password')}
            rules={[{ required: true, message: t(MSG.required, { ns: 'common' }) }]}
          >
            <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="current-password" maxLength={100} />
          </Form.Item>
        </Form>
        {submitted && state.error && <Alert type="error" showIcon title={t(state.error, { ns: 'common' })} data-testid="suspend-error" />}
      </Modal>
    </Card>
  );
}
