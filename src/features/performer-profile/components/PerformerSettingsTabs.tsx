/**
 * The performer's account settings tabs: the shared ones (AccountSettingsTabs) with
 * the performer's own after the profile: details, bio translations, working hours,
 * prices, broadcast settings, documents and blocking.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { AccountSettingsTabs } from '@/features/account/components/AccountSettingsTabs';
import { BlockingPanel } from '@/features/blocking/components/BlockingPanel';
import { blockingRequestsReset } from '@/features/blocking/slice';
import { profileRequestsReset, type PerformerWithProfile } from '../slice';
import { PerformerDetailsForm } from './PerformerDetailsForm';
import { BioTranslationsForm } from './BioTranslationsForm';
import { WorkingHoursForm } from './WorkingHoursForm';
import { PricesForm } from './PricesForm';
import { BroadcastSettingsForm } from './BroadcastSettingsForm';
import { DocumentsPanel } from './DocumentsPanel';

/** A tab of the performer's own, as the account's tabs take it (its icon before its label). */
interface PerformerTab {
  key: string;
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

function usePerformerTabs(performer: PerformerWithProfile): PerformerTab[] {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  // Messages of an earlier visit to this page are not news any more.
  useEffect(() => {
    dispatch(profileRequestsReset());
    dispatch(blockingRequestsReset());
  }, [dispatch]);

  return [
    {
      key: 'details',
      icon: <Icon icon={IdcardOutlined} />,
      label: t('settings.tab.details'),
      children: <PerformerDetailsForm performer={performer} />,
    },
    {
      key: 'translations',
      icon: <Icon icon={TranslationOutlined} />,
      label: t('settings.tab.translations'),
      children: <BioTranslationsForm performer={performer} />,
    },
    {
      key: 'hours',
      icon: <Icon icon={ClockCircleOutlined} />,
      label: t('settings.tab.hours'),
      children: <WorkingHoursForm performer={performer} />,
    },
    {
      key: 'prices',
      icon: <Icon icon={DollarOutlined} />,
      label: t('settings.tab.prices'),
      children: <PricesForm performer={performer} />,
    },
    {
      key: 'broadcast',
      icon: <Icon icon={VideoCameraOutlined} />,
      label: t('settings.tab.broadcast'),
      children: <BroadcastSettingsForm performer={performer} />,
    },
    {
      key: 'documents',
      icon: <Icon icon={FileProtectOutlined} />,
      label: t('settings.tab.documents'),
      children: <DocumentsPanel performer={performer} />,
    },
    { key: 'blocking', icon: <Icon icon={EyeInvisibleOutlined} />, label: t('settings.tab.blocking'), children: <BlockingPanel /> },
  ];
}

/** The performer's settings: the account's tabs with her own among them. */
export function PerformerSettingsTabs({ performer }: { performer: PerformerWithProfile }) {
  const extraTabs = usePerformerTabs(performer);
  return <AccountSettingsTabs account={performer} extraTabs={extraTabs} />;
}
