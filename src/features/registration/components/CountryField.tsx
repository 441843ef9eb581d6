/** The country of the site's plain forms (registration, payment information): the browser's own select of `useCountryOptions`'s countries. */
import { useTranslation } from 'next-i18next/pages';
import { SelectField } from '@/features/ui/components/CheckedForm';
import { useCountryOptions } from '../hooks/useCountryOptions';

/** The form's value is `name`, the country's two-letter code, or '' when none is chosen; `defaultValue` the one saved before. */
export function CountryField({ name, label, defaultValue }: { name: string; label: string; defaultValue?: string }) {
  const { t } = useTranslation('account');
  const options = useCountryOptions(defaultValue);
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={t('register.countryPlaceholder')}
      options={options}
      autoComplete="country"
      defaultValue={defaultValue}
    />
  );
}
