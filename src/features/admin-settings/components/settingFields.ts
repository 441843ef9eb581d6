/**
 * The fields of each settings group on the form: which control edits a key. Labels are
 * `pages` texts `admin.settings.<key>`, help (where a field has it) `admin.settings.<key>Help`.
 */
import type { AdminSettingGroup, AdminSettingValues } from '@/shared/schemas/admin-settings';

/** `number`: a whole number from 1; `amount`: money, to four decimals. */
export type FieldControl = 'text' | 'textarea' | 'address' | 'colour' | 'switch' | 'number' | 'amount' | 'transport' | 'mediaAddress';

export interface SettingField {
  key: string;
  control: FieldControl;
  /** Empty input saves null (the key has no value: its default behaviour applies). */
  clearable?: boolean;
  /** The field has a help text under it. */
  help?: boolean;
}

type Fields = { [G in AdminSettingGroup]: Array<SettingField & { key: keyof AdminSettingValues[G] & string }> };

export const SETTING_FIELDS: Fields = {
  site: [
    { key: 'siteName', control: 'text' },
    { key: 'logoUrl', control: 'address', clearable: true, help: true },
    { key: 'bannerUrl', control: 'address', clearable: true },
    { key: 'placeholderAvatarUrl', control: 'address' },
    { key: 'footerContent', control: 'textarea', help: true },
    { key: 'currencySymbol', control: 'text' },
    { key: 'singularTextModel', control: 'text' },
    { key: 'pluralTextModel', control: 'text' },
    { key: 'primaryColor', control: 'colour' },
    { key: 'successColor', control: 'colour' },
  ],
  public: [
    { key: 'maintenanceMode', control: 'switch', help: true },
    { key: 'popup18Enabled', control: 'switch' },
    { key: 'popup18ContentId', control: 'text', clearable: true, help: true },
    { key: 'popupContent18Plus', control: 'textarea', help: true },
    { key: 'tipSound', control: 'address', clearable: true },
    { key: 'gaCode', control: 'text', clearable: true, help: true },
    { key: 'enableTokenPerMessage', control: 'switch' },
    { key: 'tokenPerMessage', control: 'number' },
    { key: 'sandboxPaymentEnabled', control: 'switch', help: true },
    { key: 'verotelEnabled', control: 'switch' },
    { key: 'yoursafeEnabled', control: 'switch' },
  ],
  streaming: [
    { key: 'optionForBroadcast', control: 'transport' },
    { key: 'optionForPrivate', control: 'transport' },
    { key: 'optionForGroup', control: 'transport' },
    { key: 'viewerURL', control: 'mediaAddress', clearable: true, help: true },
    { key: 'publisherURL', control: 'mediaAddress', clearable: true },
    { key: 'subscriberUrl', control: 'mediaAddress', clearable: true },
    { key: 'secureOption', control: 'switch', help: true },
  ],
  money: [
    { key: 'minimumPayoutTokens', control: 'number' },
    { key: 'payoutTokenValue', control: 'amount', help: true },
    { key: 'payoutCurrency', control: 'text' },
  ],
};
