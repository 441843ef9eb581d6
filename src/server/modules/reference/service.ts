/**
 * Reference lists with real, complete data: ISO 3166-1 countries, ISO 639-1
 * languages, international dialling codes and IANA timezones. Names come from the
 * runtime's CLDR data (Intl.DisplayNames) in the asked language.
 */
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Country, Language, PhoneCode, Timezone } from '@/shared/schemas/reference';
import { DEFAULT_LOCALE, LOCALES } from '@/shared/constants';

/** ISO 639-1: every two-letter language code. */
export const ISO_639_1 =
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'.split(
    ' ',
  );

const cache = new Map<string, unknown>();

function remember<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** One of our locales; anything else falls back to the default. */
export function displayLocale(locale?: string): string {
  return locale && (LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_LOCALE;
}

const flagOf = (code: string) => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

const byName = <T extends { name: string }>(locale: string) => {
  const collator = new Intl.Collator(locale);
  return (a: T, b: T) => collator.compare(a.name, b.name);
};

export function countryList(locale?: string): Country[] {
  const lng = displayLocale(locale);
  return remember(`countries:${lng}`, () => {
    const names = new Intl.DisplayNames([lng], { type: 'region' });
    return Object.keys(countries.getAlpha2Codes())
      .map((code) => ({ code, name: names.of(code) ?? code, flag: flagOf(code) }))
      .sort(byName(lng));
  });
}

export function languageList(locale?: string): Language[] {
  const lng = displayLocale(locale);
  return remember(`languages:${lng}`, () => {
    const names = new Intl.DisplayNames([lng], { type: 'language', fallback: 'code' });
    return ISO_639_1.map((code) => {
      let nativeName = code;
      try {
        nativeName = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
      } catch {
        // a code the runtime has no data for keeps its code as native name
      }
      return { code, name: names.of(code) ?? code, nativeName };
    }).sort(byName(lng));
  });
}

export function phoneCodeList(locale?: string): PhoneCode[] {
  const lng = displayLocale(locale);
  return remember(`phone:${lng}`, () => {
    const names = new Intl.DisplayNames([lng], { type: 'region' });
    return getCountries()
      .map((countryCode: CountryCode) => {
        const dialCode = `+${getCountryCallingCode(countryCode)}`;
        return { code: dialCode, countryCode, name: names.of(countryCode) ?? countryCode, dialCode };
      })
      .sort(byName(lng));
  });
}

/** Current UTC offset of a zone, e.g. "+01:00". */
export function utcOffset(zone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') || '+00:00';
  return offset;
}

export function timezoneList(): Timezone[] {
  return remember(`timezones:${new Date().toISOString().slice(0, 13)}`, () =>
    Intl.supportedValuesOf('timeZone').map((value) => {
      const offset = utcOffset(value);
      return { value, name: `(UTC${offset}) ${value.replace(/_/g, ' ')}`, offset };
    }),
  );
}
