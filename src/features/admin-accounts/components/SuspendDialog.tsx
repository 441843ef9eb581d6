/** Asks the reason of a suspension (required) before suspending; the account's sessions and sockets end at once. */
import { useTranslation } from 'next-i18next/pages';
import { Form, Input, Modal, Typography } from 'antd';
import { MSG } from '@/shared/messages';

export function SuspendDialog({
  open,
  running,
  onSuspend,
  onClose,
}: {
  open: boolean;
  running: boolean;
  onSuspend: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('admin.accounts.suspend.title')}
      okText={t('admin.accounts.suspend.confirm')}
      okButtonProps={{ danger: true, loading: running, 'data-testid': 'suspend-confirm' }}
      cancelText={t('admin.accounts.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('admin.accounts.suspend.explain')}</Typography.Paragraph>
      <Form form={form} preserve={false} layout="vertical" onFinish={(values) => onSuspend(values.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('admin.accounts.reason')}
          rules={[{ required: true, whitespace: true, message: t(MSG.required, { ns: 'common' }) }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="suspend-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
