/** An error page's body: the HTTP status, what it means for the visitor, and the way back home. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result } from 'antd';

export function StatusResult({ status, text, testId }: { status: '403' | '404'; text: string; testId?: string }) {
  const { t } = useTranslation('pages');
  return (
    <Result
      status={status}
      title={status}
      subTitle={text}
      data-testid={testId}
      extra={
        <Link href="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
