/**
 * The field blocks the registration and password forms share: the account's name, its
 * e-mail address, a new password with its confirmation, and the two identity documents,
 * with the checks of the password pair. Each keeps its value's name, label and checks
 * wherever it is used.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { PasswordField, TextField, textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import type { FieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { DOCUMENT_FIELDS, DocumentUploadField } from './DocumentUploadField';
import styles from './account-fields.module.css';

/** Two columns from a small screen up, one above the other on a phone. */
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

/** The account's display name; the form's value is `name`. */
export function NameField() {
  const { t } = useTranslation('account');
  return <TextField name="name" label={t('register.name')} icon={<Icon icon={UserOutlined} />} autoComplete="name" maxLength={100} />;
}

/** The account's e-mail address; the form's value is `email`. */
export function EmailField() {
  const { t } = useTranslation('account');
  return (
    <TextField
      name="email"
      type="email"
      label={t('register.email')}
      icon={<Icon icon={MailOutlined} />}
      autoComplete="email"
      inputMode="email"
      maxLength={254}
    />
  );
}

/** A new password and its confirmation; the form's values are `password` and `confirmPassword`. */
export function PasswordFields({ columns = false, newPassword = false }: { columns?: boolean; newPassword?: boolean }) {
  const { t } = useTranslation('account');
  const fields = (
    <>
      <PasswordField
        name="password"
        label={t(newPassword ? 'reset.password' : 'register.password')}
        icon={<Icon icon={LockOutlined} />}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label={t(newPassword ? 'reset.confirmPassword' : 'register.confirmPassword')}
        icon={<Icon icon={LockOutlined} />}
        autoComplete="new-password"
      />
    </>
  );
  return columns ? <Columns>{fields}</Columns> : fields;
}

/** What is wrong with the password pair of a form's values. */
export function passwordProblems(data: FormData, checks: FieldChecks): FieldProblems {
  const password = textOf(data, 'password');
  return { password: checks.password(password), confirmPassword: checks.confirms(password)(textOf(data, 'confirmPassword')) };
}

/** The two documents the site checks, side by side; the form's values are `documentVerification` and `idVerification`. */
export function DocumentFields() {
  return (
    <Columns>
      {DOCUMENT_FIELDS.map((name) => (
        <DocumentUploadField key={name} name={name} />
      ))}
    </Columns>
  );
}
