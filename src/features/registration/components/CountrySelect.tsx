/**
 * A searchable country picker. The site's settings may limit the countries
 * offered (public settings `countries`, all when empty); names are in the
 * visitor's language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Select, type SelectProps } from 'antd';
import countries from 'i18n-iso-countries';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';

type Option = { value: string; label: string };

function countryOptions(allowed: readonly string[], language: string): Option[] {
  const codes = allowed.length ? allowed : Object.keys(countries.getAlpha2Codes());
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    // An unknown language tag: fall back to the codes themselves.
  }
  const collator = new Intl.Collator(language);
  return codes.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}

export function CountrySelect(props: Omit<SelectProps<string, Option>, 'options'>) {
  const { t, i18n } = useTranslation('account');
  const allowed = useAppSelector(selectPublicSettings)?.countries;
  const language = i18n?.language || 'en';
  const options = useMemo(() => countryOptions(allowed ?? [], language), [allowed, language]);
  return (
    <Select<string, Option>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('register.countryPlaceholder')}
      options={options}
      size="large"
      {...props}
    />
  );
}
