import { useTranslation } from 'next-i18next/pages';
import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount, selectStudioDocumentsUpload, uploadStudioDocuments } from '../slice';
import { AccountSettingsTabs } from './AccountSettingsTabs';
import { DocumentsPanel, IdentityDocuments } from './IdentityDocuments';
import { memberSinceItem, SettingsFrame, verificationItem } from './SettingsFrame';

/**
 * Account settings of a studio: where a studio lands after login (docs/domain.md#signing-in-and-page-access),
 * with the studio's own tab of its identity documents (company registration and the owner's ID).
 */
export function StudioSettingsView() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const documents = useAppSelector(selectStudioDocumentsUpload);
  if (account?.role !== 'studio') return null;

  return (
    <SettingsFrame
      data-testid="account-settings-studio"
      summary={[
        {
          key: 'totalPerformer',
          label: t('settings.studio.totalPerformer'),
          children: <span data-testid="studio-total-performer">{account.stats.totalPerformer}</span>,
        },
        verificationItem(t, 'studio', account.verified),
        memberSinceItem(t, account.createdAt),
      ]}
    >
      <AccountSettingsTabs
        account={account}
        extraTabs={[
          {
            key: 'documents',
            icon: <Icon icon={FileProtectOutlined} />,
            label: t('settings.tab.documents'),
            children: (
              <DocumentsPanel>
                <IdentityDocuments
                  kind="studio"
                  uploaded={account.documentsUploaded}
                  verified={account.verified}
                  request={documents}
                  onSend={(form) => dispatch(uploadStudioDocuments({ form }))}
                />
              </DocumentsPanel>
            ),
          },
        ]}
      />
    </SettingsFrame>
  );
}
