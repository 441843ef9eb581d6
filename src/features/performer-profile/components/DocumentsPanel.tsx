/**
 * The performer's private files: the identity documents the site verifies
 * (POST /performers/documents/upload) and the signed release form
 * (POST /performers/release-form/upload). Only whether a file is there is shown; the
 * files themselves are never linked.
 */
import { useTranslation } from 'next-i18next/pages';
import { CheckedForm, fileOf } from '@/features/ui/components/CheckedForm';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useShownAnew } from '@/features/ui/hooks/useShownAnew';
import {
  DocumentField,
  DocumentSection,
  DocumentsPanel as Panel,
  IdentityDocuments,
  UploadState,
} from '@/features/account/components/IdentityDocuments';
import { useDocumentCheck } from '@/features/account/hooks/useDocumentCheck';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { RELEASE_FORM_EXTENSIONS } from '@/shared/constants';
import { selectProfileRequest, uploadDocuments, uploadReleaseForm, type PerformerWithProfile } from '../slice';
import { useProfileRequest } from '../hooks/useProfileRequest';
import forms from './SettingsForm.module.css';

function ReleaseForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const fileCheck = useDocumentCheck();
  const { holder, version, showSaved } = useShownAnew();
  const state = useProfileRequest('releaseForm', t('settings.documents.releaseFormSaved'), showSaved);

  const submit = (data: FormData) => {
    const file = fileOf(data, 'releaseForm');
    if (file && !state.requesting) dispatch(uploadReleaseForm({ file }));
  };

  return (
    <DocumentSection
      title={t('settings.documents.releaseForm')}
      state={<UploadState uploaded={Boolean(performer.releaseFormUploaded)} testId="release-form-state" />}
    >
      <p className={forms.intro}>{t('settings.documents.releaseFormText')}</p>
      <div ref={holder}>
        <CheckedForm
          key={version}
          size="middle"
          check={(data) => ({ releaseForm: fileCheck(data, 'releaseForm', RELEASE_FORM_EXTENSIONS) })}
          onValid={submit}
          data-testid="release-form-form"
        >
          <DocumentField name="releaseForm" label={t('settings.documents.releaseFormFile')} extensions={RELEASE_FORM_EXTENSIONS} />
          <SaveFooter request={state} name="release-form" label={t('settings.documents.uploadReleaseForm')} />
        </CheckedForm>
      </div>
    </DocumentSection>
  );
}

/** The performer's documents: what the site has of them, and the forms that send new ones. */
export function DocumentsPanel({ performer }: { performer: PerformerWithProfile }) {
  const dispatch = useAppDispatch();
  const documents = useAppSelector((root) => selectProfileRequest(root, 'documents'));
  return (
    <Panel>
      <IdentityDocuments
        kind="performer"
        uploaded={performer.documentsUploaded}
        verified={performer.verified}
        request={documents}
        onSend={(form) => dispatch(uploadDocuments({ form }))}
      />
      <ReleaseForm performer={performer} />
    </Panel>
  );
}
