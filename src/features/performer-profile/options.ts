/**
 * The choices of the performer's profile details (the product's ranges: height 4 ft 0 in
 * to 6 ft 11 in, weight 99 to 318 lbs) and the appearance lists. Values are what
 * PUT /performers stores (inches, lbs, codes); labels are made by the caller, so the same
 * options serve every language and its units.
 */
import {
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  PERFORMER_LOOKS,
  WEIGHT_LBS_MAX,
  WEIGHT_LBS_MIN,
  type PerformerLook,
} from '@/shared/constants';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export interface Option<T> {
  value: T;
  label: string;
}

/** One option per inch from 48 to 83; the value is the height in inches, the label `label(inches)`. */
export const heightOptions = (label: (inches: number) => string): Option<number>[] =>
  range(HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX).map((value) => ({ value, label: label(value) }));

/** One option per pound from 99 to 318; the value is the weight in lbs, the label `label(lbs)`. */
export const weightOptions = (label: (lbs: number) => string): Option<number>[] =>
  range(WEIGHT_LBS_MIN, WEIGHT_LBS_MAX).map((value) => ({ value, label: label(value) }));

/** An appearance field's codes in the list's order, each with `label(code)`. */
export const lookOptions = (field: PerformerLook, label: (code: string) => string): Option<string>[] =>
  PERFORMER_LOOKS[field].map((value) => ({ value, label: label(value) }));

/** True when `value` is missing or lies within [min, max]. */
export const isWithin = (value: number | null | undefined, min: number, max: number) =>
  value === null || value === undefined || (value >= min && value <= max);
