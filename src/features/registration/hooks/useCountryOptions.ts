/**
 * The countries a form offers: the site's settings may limit them (public settings
 * `countries`, all when empty); names are in the visitor's language, in its alphabetical
 * order. The browser names countries its own way (its CLDR data is not the server's): the
 * list comes once the page is hydrated, so that the server's names cannot make the
 * hydration fail; until then the select offers the stored country alone (`kept`), so that it
 * stays chosen, or shows its placeholder.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { useHydrated } from '@/features/ui/hooks/useHydrated';
import { countryOptions, type CountryOption } from '@/lib/countries';

export function useCountryOptions(kept?: string): CountryOption[] {
  const { i18n } = useTranslation('account');
  const allowed = useAppSelector(selectPublicSettings)?.countries;
  const language = i18n?.language || 'en';
  const hydrated = useHydrated();
  return useMemo(() => {
    if (!hydrated) return kept ? countryOptions(language, [kept]) : [];
    const all = countryOptions(language, allowed ?? []);
    return kept && !all.some((option) => option.value === kept) ? [...countryOptions(language, [kept]), ...all] : all;
  }, [hydrated, allowed, language, kept]);
}
