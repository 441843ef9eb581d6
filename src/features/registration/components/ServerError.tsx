/** A failed call's message, translated when `common` has the sentence as a key. */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert } from 'antd';

export function ServerError({ error, action, testId }: { error: string | null; action?: ReactNode; testId?: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t(error, { ns: 'common' })}
      description={action}
      data-testid={testId}
    />
  );
}
