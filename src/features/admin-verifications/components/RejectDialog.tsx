/** The rejection of an account: the reason, required, which is mailed to the account. */
import { useTranslation } from 'next-i18next/pages';
import { Form, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { askRejectionReason, decideVerification, selectRejecting, selectVerificationQueue } from '../slice';

export function RejectDialog() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const item = useAppSelector(selectRejecting);
  const { deciding } = useAppSelector(selectVerificationQueue);
  const [form] = Form.useForm<{ reason: string }>();

  const submit = ({ reason }: { reason: string }) => {
    if (item) dispatch(decideVerification({ item, body: { approved: false, reason: reason.trim() } }));
  };

  return (
    <Modal
      open={Boolean(item)}
      title={t('admin.verifications.rejectTitle', { name: item?.name ?? '' })}
      okText={t('admin.verifications.reject')}
      cancelText={t('admin.verifications.cancel')}
      okButtonProps={
        { danger: true, loading: Boolean(item) && deciding === item?._id, 'data-testid': 'verification-reject-confirm' } as ButtonProps
      }
      onOk={() => form.submit()}
      onCancel={() => dispatch(askRejectionReason(null))}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('admin.verifications.rejectHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="reason"
          label={t('admin.verifications.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('Please give the reason for the rejection: it is mailed to the account', { ns: 'common' }),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount data-testid="verification-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
