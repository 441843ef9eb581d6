/** The country of the site's plain forms (registration): the browser's own select of `useCountryOptions`'s countries. */
import { useTranslation } from 'next-i18next/pages';
import { SelectField } from '@/features/ui/components/CheckedForm';
import { useCountryOptions } from '../hooks/useCountryOptions';

/** The form's value is `name`, the country's two-letter code, or '' when none is chosen. */
export function CountryField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('account');
  const options = useCountryOptions();
  return <SelectField name={name} label={label} placeholder={t('register.countryPlaceholder')} options={options} autoComplete="country" />;
}
