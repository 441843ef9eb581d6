/**
 * The field blocks the registration and password forms share: the account's name, its
 * e-mail address, a new password with its confirmation, and the two identity documents.
 * Each keeps its form value's name, label and rules wherever it is used.
 */
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Row } from 'antd';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useFormRules } from '@/features/ui/hooks/useFormRules';
import { DOCUMENT_FIELDS, DocumentUploadField } from './DocumentUploadField';

/** Two columns from a small screen up, one above the other on a phone. */
export const HALF_WIDTH = { xs: 24, sm: 12 };

/** The account's display name; the form's value is `name`. */
export function NameField() {
  const { t } = useTranslation('account');
  const rules = useFormRules();
  return (
    <Form.Item name="name" label={t('register.name')} rules={[rules.requiredText]}>
      <Input prefix={<Icon icon={UserOutlined} />} autoComplete="name" size="large" maxLength={100} />
    </Form.Item>
  );
}

/** The account's e-mail address; the form's value is `email`. */
export function EmailField() {
  const { t } = useTranslation('account');
  const rules = useFormRules();
  return (
    <Form.Item name="email" label={t('register.email')} rules={rules.email}>
      <Input prefix={<Icon icon={MailOutlined} />} type="email" autoComplete="email" inputMode="email" size="large" maxLength={254} />
    </Form.Item>
  );
}

/** A new password and its confirmation; the form's values are `password` and `confirmPassword`. */
export function PasswordFields({ columns = false, newPassword = false }: { columns?: boolean; newPassword?: boolean }) {
  const { t } = useTranslation('account');
  const rules = useFormRules();
  const half = columns ? HALF_WIDTH : { span: 24 };
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="password" label={t(newPassword ? 'reset.password' : 'register.password')} rules={rules.password} hasFeedback>
          <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="new-password" size="large" />
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
          <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="new-password" size="large" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The two documents the site checks, side by side; the form's values are `documentVerification` and `idVerification`. */
export function DocumentFields() {
  return (
    <Row gutter={16}>
      {DOCUMENT_FIELDS.map((name) => (
        <Col key={name} {...HALF_WIDTH}>
          <DocumentUploadField name={name} />
        </Col>
      ))}
    </Row>
  );
}
