/** Checks the profile settings share, with the product's texts (docs/domain.md#texts-kept-verbatim), in CheckedForm's manner. */
import type { TFunction } from 'i18next';
import { MSG } from '@/shared/messages';
import { isWithin } from '../options';

const common = (t: TFunction, text: string) => t(text, { ns: 'common' });

/** What is wrong with a number read from a field (null when empty), or undefined. */
export type NumberCheck = (value: number | null) => string | undefined;

/** A whole number between min and max: 'Not a validate number!' otherwise, or 'Must be between min and max'. */
export const integerBetween =
  (t: TFunction, min: number, max: number, required = true): NumberCheck =>
  (value) => {
    if (value === null) return required ? common(t, MSG.required) : undefined;
    if (!Number.isInteger(value)) return common(t, MSG.number);
    return isWithin(value, min, max) ? undefined : common(t, MSG.between);
  };

/** An optional value that must lie within [min, max] when present. */
export const optionalBetween = (t: TFunction, min: number, max: number): NumberCheck => integerBetween(t, min, max, false);
