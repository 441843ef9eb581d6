/** The field that edits one setting, labelled (`admin.settings.<key>`) and with its help where it has one, in a SettingsGroupForm. */
import { useTranslation } from 'next-i18next/pages';
import { CheckboxField, ColourField, NumberField, SelectField, TextAreaField, TextField } from '@/features/ui/components/CheckedForm';
import type { SettingField } from './settingFields';
import styles from './SettingsGroupForm.module.css';

/** A setting's value as its field shows it: null as an empty field. */
const shownText = (value: unknown) => (typeof value === 'string' ? value : '');

function Control({ field, value }: { field: SettingField; value: unknown }) {
  const { t } = useTranslation('admin');
  const common = {
    name: field.key,
    label: t(`admin.settings.${field.key}`),
    hint: field.help ? t(`admin.settings.${field.key}Help`) : undefined,
  };
  switch (field.control) {
    case 'switch':
      return <CheckboxField {...common} appearance="switch" defaultChecked={value === true} />;
    case 'number':
      return <NumberField {...common} min={1} width={200} defaultValue={typeof value === 'number' ? value : null} />;
    case 'amount':
      return <NumberField {...common} min={0.0001} step={0.0001} width={200} defaultValue={typeof value === 'number' ? value : null} />;
    case 'textarea':
      return <TextAreaField {...common} rows={2} autoSize defaultValue={shownText(value)} />;
    case 'colour':
      return <ColourField {...common} defaultValue={shownText(value) || undefined} />;
    case 'transport':
      return (
        <div className={styles.transport}>
          <SelectField
            {...common}
            defaultValue={shownText(value)}
            options={[
              { value: '', label: t('admin.settings.transportDefault') },
              { value: 'p2p', label: t('admin.settings.transportP2p') },
              { value: 'janus', label: t('admin.settings.transportJanus') },
            ]}
          />
        </div>
      );
    case 'address':
      return <TextField {...common} placeholder="https://… /…" defaultValue={shownText(value)} />;
    case 'mediaAddress':
      return <TextField {...common} placeholder="wss://…" defaultValue={shownText(value)} />;
    default:
      return <TextField {...common} defaultValue={shownText(value)} />;
  }
}

export function SettingControl({ field, value }: { field: SettingField; value: unknown }) {
  return (
    <div data-testid={`setting-${field.key}`}>
      <Control field={field} value={value} />
    </div>
  );
}
