/**
 * Numbers as the visitor reads them, in the page's language: token amounts (up to two
 * decimals, `signed` for a change of balance), money in a currency, plain counts, percentages and
 * compact axis labels; a person's height and weight in the units of the language; durations, the same in every language; and when a mute ends (`untilText`). Every screen formats through these, so one page never shows
 * "7.2" beside "7,2". Components take them bound to the page's language from `useFormat`.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CM_PER_INCH, IMPERIAL_LOCALES, KG_PER_LB, TIMEZONE } from '@/shared/constants';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

export const formatTokens = (value: number, locale?: string, { signed = false }: { signed?: boolean } = {}) =>
  formatter(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);

export const formatMoney = (amount: number, currency: string, locale?: string) =>
  formatter(locale, { style: 'currency', currency }).format(amount);

export const formatCount = (value: number, locale?: string) => formatter(locale, { maximumFractionDigits: 0 }).format(value);

/** A percentage given as 0 to 100 ("40%", "40 %" in some languages), up to two decimals. */
export const formatPercent = (value: number, locale?: string) =>
  formatter(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

export const formatCompact = (value: number, locale?: string) => formatter(locale, { notation: 'compact' }).format(value);

/** A file's size in bytes as kB or MB, in the units' names of the language ("1,2 MB"). */
export function formatFileSize(bytes: number, locale?: string): string {
  const megabytes = bytes >= 1000 * 1000;
  const unit = megabytes ? 'megabyte' : 'kilobyte';
  return formatter(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / (megabytes ? 1000 * 1000 : 1000),
  );
}

const usesImperial = (locale: string | undefined) => IMPERIAL_LOCALES.includes(locale ?? '');

const metric = (value: number, unit: 'centimeter' | 'kilogram', locale: string | undefined) =>
  formatter(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 }).format(value);

/**
 * A person's height, stored in inches, as the locale measures it: "5 ft 6 in (168 cm)" in
 * English, "168 cm" ("168 см") elsewhere.
 */
export function formatHeight(inches: number, locale?: string): string {
  const cm = metric(Math.round(inches * CM_PER_INCH), 'centimeter', locale);
  return usesImperial(locale) ? `${Math.floor(inches / 12)} ft ${inches % 12} in (${cm})` : cm;
}

/**
 * A person's weight, stored in lbs, as the locale measures it: "128 lbs (58 kg)" in English,
 * "58 kg" ("58 кг") elsewhere (kg = lbs × 0.45, see docs/domain.md#form-and-upload-rules).
 */
export function formatWeight(lbs: number, locale?: string): string {
  const kg = metric(Math.round(lbs * KG_PER_LB), 'kilogram', locale);
  return usesImperial(locale) ? `${formatCount(lbs, locale)} lbs (${kg})` : kg;
}

/** Seconds (a show's time, a video's length) as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The formatters bound to the page's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      tokens: (value: number, options?: { signed?: boolean }) => formatTokens(value, locale, options),
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
      count: (value: number) => formatCount(value, locale),
      percent: (value: number) => formatPercent(value, locale),
      compact: (value: number) => formatCompact(value, locale),
      fileSize: (bytes: number) => formatFileSize(bytes, locale),
      height: (inches: number) => formatHeight(inches, locale),
      weight: (lbs: number) => formatWeight(lbs, locale),
    }),
    [locale],
  );
}

/** When a mute ends, as a chat says it: the day and time in Amsterdam (the product's zone), in the reader's language. */
export const untilText = (until: string | null, locale: string) =>
  until
    ? new Intl.DateTimeFormat(locale, { timeZone: TIMEZONE, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
        new Date(until),
      )
    : '';
