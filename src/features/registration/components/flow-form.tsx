/**
 * The frame every registration flow's form shares (docs/domain.md#accounts-and-roles): the
 * checked form with the server's error and the submit button, the card a flow ends on, and
 * the card for an e-mailed link that cannot be used. The fields, their checks and what is
 * sent stay with each form. Plain elements (`CheckedForm`, `Outcome`), so that the sign-in
 * layout's pages carry none of antd.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { RegistrationRequest } from '../slice';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { Notice } from '@/features/ui/components/Notice';
import { Outcome } from '@/features/ui/components/Outcome';
import { MSG } from '@/shared/messages';

export interface FlowFormProps {
  /** What is wrong with the values, by field name (see `CheckedForm`). */
  check: (data: FormData) => FieldProblems;
  /** Called with the values once nothing is wrong with them. */
  onValid: (data: FormData) => void;
  /** The flow's request: the button spins while it runs, its error shows above the button. */
  request: Pick<RegistrationRequest, 'requesting' | 'error'>;
  submitText: string;
  /** data-testid of the form, of the error notice and of the submit button. */
  testIds: { form: string; error: string; submit: string };
  /** Shown beside the error's message (a way to ask again). */
  errorAction?: ReactNode;
  /** The links under the button. */
  links?: ReactNode;
  children: ReactNode;
}

/** The fields, the server's error (translated when `common` has it), a full-width submit button and the links under it. */
export function FlowForm({ check, onValid, request, submitText, testIds, errorAction, links, children }: FlowFormProps) {
  const { t } = useTranslation('common');
  return (
    <CheckedForm check={check} onValid={onValid} data-testid={testIds.form}>
      {children}
      {request.error && (
        <Notice
          type="error"
          className="form-notice"
          title={t(request.error, { ns: 'common' })}
          action={errorAction}
          data-testid={testIds.error}
        />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={request.requesting} data-testid={testIds.submit}>
        {submitText}
      </Button>
      {links && <div className="auth-links">{links}</div>}
    </CheckedForm>
  );
}

/** The card a flow ends on: a success with the server's confirmation (translated when `common` has it) and where to go next. */
export function FlowSuccess({
  title,
  message,
  next,
  icon,
  wide,
  testId,
}: {
  title: string;
  message: string | null;
  next: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('common');
  return (
    <AuthCard wide={wide}>
      <Outcome
        status="success"
        heading
        icon={icon}
        title={title}
        text={message ? t(message, { ns: 'common' }) : undefined}
        action={next}
        data-testid={testId}
      />
    </AuthCard>
  );
}

/** The card for a link without a token: the server's text for an unusable link, and a way on. */
export function InvalidLinkCard({ next, testId }: { next?: ReactNode; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <AuthCard>
      <Outcome status="warning" heading title={t(MSG.invalidLink, { ns: 'common' })} action={next} data-testid={testId} />
    </AuthCard>
  );
}
