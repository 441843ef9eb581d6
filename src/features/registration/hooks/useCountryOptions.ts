/**
 * The countries a form offers: the site's settings may limit them (public settings
 * `countries`, all when empty); names are in the visitor's language, in its alphabetical
 * order.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import countries from 'i18n-iso-countries';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';

export type CountryOption = { value: string; label: string };

function countryOptions(allowed: readonly string[], language: string): CountryOption[] {
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

export function useCountryOptions() {
  const { i18n } = useTranslation('account');
  const allowed = useAppSelector(selectPublicSettings)?.countries;
  const language = i18n?.language || 'en';
  return useMemo(() => countryOptions(allowed ?? [], language), [allowed, language]);
}
