/** The end of a settings form: the message of a failed save, then the button that saves. */
import { useTranslation } from 'next-i18next/pages';
import { Button } from './Button';
import { SaveError } from './SaveError';

export function SaveFooter({
  request,
  name,
  label,
}: {
  request: { requesting: boolean; error: string | null };
  /** Names the test ids: `<name>-error` and `<name>-submit`. */
  name: string;
  /** The button's text; "Save" by default. */
  label?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <SaveError error={request.error} testId={`${name}-error`} />
      <Button type="primary" htmlType="submit" loading={request.requesting} data-testid={`${name}-submit`}>
        {label ?? t('settings.profile.submit')}
      </Button>
    </>
  );
}
