/** A new password and its confirmation; the form's values are `password` and `confirmPassword`. */
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Row } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useFormRules } from '../hooks/useFormRules';

export function PasswordFields({ columns = false, newPassword = false }: { columns?: boolean; newPassword?: boolean }) {
  const { t } = useTranslation('pages');
  const rules = useFormRules();
  const half = columns ? { xs: 24, sm: 12 } : { span: 24 };
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="password" label={t(newPassword ? 'reset.password' : 'register.password')} rules={rules.password} hasFeedback>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="confirmPassword"
          label={t(newPassword ? 'reset.confirmPassword' : 'register.confirmPassword')}
          dependencies={['password']}
          rules={rules.confirmPassword}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
      </Col>
    </Row>
  );
}
