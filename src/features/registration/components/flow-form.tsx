/**
 * The frame every registration flow's form shares (docs/domain.md#accounts-and-roles):
 * the form with the server's error and the submit button, the card a flow ends on, and
 * the card for an e-mailed link that cannot be used. The fields and what is sent stay
 * with each form.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Result, type FormProps } from 'antd';
import type { RegistrationRequest } from '../slice';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { ServerError } from './ServerError';
import { MSG } from '@/shared/messages';

/** The server's answer to a missing, used or expired link; also shown when the link has no token. */

export interface FlowFormProps<Values> extends Omit<FormProps<Values>, 'layout' | 'requiredMark' | 'children'> {
  /** The flow's request: the button spins while it runs, its error shows above the button. */
  request: Pick<RegistrationRequest, 'requesting' | 'error'>;
  submitText: string;
  /** data-testid of the form, of the error alert and of the submit button. */
  testIds: { form: string; error: string; submit: string };
  /** Shown under the error's message (a way to ask again). */
  errorAction?: ReactNode;
  /** The links under the button. */
  links?: ReactNode;
  children: ReactNode;
}

/** A vertical form without required marks, its fields, the server's error, a full-width submit button and the links under it. */
export function FlowForm<Values>({ request, submitText, testIds, errorAction, links, children, ...formProps }: FlowFormProps<Values>) {
  return (
    <Form<Values> layout="vertical" requiredMark={false} {...formProps} data-testid={testIds.form}>
      {children}
      <ServerError error={request.error} action={errorAction} testId={testIds.error} />
      <Button type="primary" htmlType="submit" size="large" block loading={request.requesting} data-testid={testIds.submit}>
        {submitText}
      </Button>
      {links && <div className="auth-links">{links}</div>}
    </Form>
  );
}

/** The card a flow ends on: a success result with the server's confirmation (translated when `common` has it) and where to go next. */
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
      <Result
        status="success"
        icon={icon}
        title={title}
        subTitle={message ? t(message, { ns: 'common' }) : undefined}
        extra={next}
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
      <Result status="warning" title={t(MSG.invalidLink, { ns: 'common' })} extra={next} data-testid={testId} />
    </AuthCard>
  );
}
