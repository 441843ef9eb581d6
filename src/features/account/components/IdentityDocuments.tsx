/**
 * The identity documents the site verifies (idVerification and documentVerification),
 * as a performer's and a studio's settings show them: whether both are on file, what the
 * review still waits for, and the form that sends new ones (reviewed again by an
 * administrator). The files themselves are never linked. The card, state and file field
 * are also the performer's release form's.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Notice } from '@/features/ui/components/Notice';
import { CheckedForm, FieldGrid, FileField, fileOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useSaveOutcome, type SaveState } from '@/features/ui/hooks/useSaveOutcome';
import { useShownAnew } from '@/features/ui/hooks/useShownAnew';
import { DOCUMENT_MAX_MB } from '@/lib/documents';
import { DOCUMENT_EXTENSIONS } from '@/shared/constants';
import { useDocumentCheck } from '../hooks/useDocumentCheck';
import styles from './IdentityDocuments.module.css';

export function DocumentField({ name, label, extensions = DOCUMENT_EXTENSIONS }: { name: string; label: string; extensions?: string[] }) {
  const { t } = useTranslation('account');
  return (
    <FileField
      name={name}
      label={label}
      hint={t('settings.documents.fileHint', { list: extensions.join(', '), max: DOCUMENT_MAX_MB })}
      accept={extensions.join(',')}
      buttonText={t('register.chooseFile')}
    />
  );
}

export function UploadState({ uploaded, testId }: { uploaded: boolean; testId: string }) {
  const { t } = useTranslation('account');
  return uploaded ? (
    <Chip tone="green" className={styles.state} data-testid={testId}>
      <Icon icon={CheckCircleOutlined} /> {t('settings.documents.uploaded')}
    </Chip>
  ) : (
    <Chip tone="gold" className={styles.state} data-testid={testId}>
      <Icon icon={ClockCircleOutlined} /> {t('settings.documents.notUploaded')}
    </Chip>
  );
}

/** A document's card, titled with whether it is on file. */
export function DocumentSection({ title, state, children }: { title: string; state: ReactNode; children: ReactNode }) {
  return (
    <Card
      small
      title={
        <span className={styles.title}>
          <span>{title}</span>
          {state}
        </span>
      }
    >
      {children}
    </Card>
  );
}

/** The documents panel: the line that says they stay private, then its cards. */
export function DocumentsPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.panel} data-testid="documents-panel">
      <p className={styles.private}>
        <Icon icon={LockOutlined} /> {t('settings.documents.private')}
      </p>
      {children}
    </div>
  );
}

const IDENTITY_FIELDS = ['idVerification', 'documentVerification'] as const;

/**
 * Both identity documents: on file or not, and the form that sends the two together. A
 * studio's are its company registration and its owner's ID. `request` is the upload's
 * state in its slice; `onSend` starts it with the multipart form.
 */
export function IdentityDocuments({
  kind,
  uploaded,
  verified,
  request,
  onSend,
}: {
  kind: 'performer' | 'studio';
  uploaded: boolean;
  /** Approved by an administrator; until then a notice says what is pending and what to do. */
  verified: boolean;
  request: SaveState;
  onSend: (form: FormData) => void;
}) {
  const { t } = useTranslation('account');
  const text = (key: string) => t(kind === 'studio' ? `settings.documents.studio.${key}` : `settings.documents.${key}`);
  const fileCheck = useDocumentCheck();
  // Once sent, the form starts empty again.
  const { holder, version, showSaved } = useShownAnew();
  useSaveOutcome(request, { successText: t('settings.documents.saved'), onSuccess: showSaved });

  const submit = (values: FormData) => {
    if (request.requesting) return;
    const data = new FormData();
    for (const field of IDENTITY_FIELDS) {
      const file = fileOf(values, field);
      if (file) data.append(field, file, file.name);
    }
    onSend(data);
  };

  return (
    <>
      {!verified && (
        <Notice
          type={uploaded ? 'info' : 'warning'}
          title={
            <>
              <strong>{text('pendingTitle')}</strong> {uploaded ? text('pendingReview') : text('pendingUpload')}
            </>
          }
          data-testid="verification-pending"
        />
      )}
      <DocumentSection title={t('settings.documents.identity')} state={<UploadState uploaded={uploaded} testId="documents-state" />}>
        <p className={styles.intro}>{uploaded ? t('settings.documents.identityReplace') : text('identityText')}</p>
        <div ref={holder}>
          <CheckedForm
            key={version}
            size="middle"
            check={(data): FieldProblems =>
              Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, fileCheck(data, field, DOCUMENT_EXTENSIONS)]))
            }
            onValid={submit}
            data-testid="documents-form"
          >
            <FieldGrid>
              <DocumentField name="idVerification" label={kind === 'studio' ? text('idVerification') : t('register.idVerification')} />
              <DocumentField
                name="documentVerification"
                label={kind === 'studio' ? text('documentVerification') : t('register.documentVerification')}
              />
            </FieldGrid>
            <SaveFooter request={request} name="documents" label={t('settings.documents.uploadDocuments')} />
          </CheckedForm>
        </div>
      </DocumentSection>
    </>
  );
}
