/**
 * Looking up a translation by the locale a request names. Translations are records
 * (jsonb), and a locale such as `__proto__` or `constructor` would otherwise reach
 * Object.prototype's members instead of a translation: only own entries count.
 */

/** The entry of `translations` for `locale`, or undefined when it has none. */
export function translationOf<T>(translations: Record<string, T> | null | undefined, locale: string | undefined): T | undefined {
  return locale && translations && Object.hasOwn(translations, locale) ? translations[locale] : undefined;
}
