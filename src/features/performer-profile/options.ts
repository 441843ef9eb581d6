/**
 * The choices of the performer's profile details (the product's ranges: height 4 ft 0 in
 * to 6 ft 11 in with cm, weight 99 to 318 lbs with kg at 0.45 per lb) and the
 * appearance lists. Values are what PUT /performers stores; labels are made by the
 * caller, so the same options serve every language.
 */
import { HEIGHT_INCHES_MAX, HEIGHT_INCHES_MIN, KG_PER_LB, WEIGHT_LBS_MAX, WEIGHT_LBS_MIN } from '@/shared/constants';

const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export interface HeightParts {
  feet: number;
  inches: number;
  cm: number;
}

export interface WeightParts {
  lbs: number;
  kg: number;
}

/** 66 → { feet: 5, inches: 6, cm: 168 }. */
export const heightParts = (totalInches: number): HeightParts => ({
  feet: Math.floor(totalInches / INCHES_PER_FOOT),
  inches: totalInches % INCHES_PER_FOOT,
  cm: Math.round(totalInches * CM_PER_INCH),
});

/** 128 → { lbs: 128, kg: 58 } (kg = lbs × 0.45, rounded). */
export const weightParts = (lbs: number): WeightParts => ({ lbs, kg: Math.round(lbs * KG_PER_LB) });

export const englishHeightLabel = ({ feet, inches, cm }: HeightParts) => `${feet} ft ${inches} in (${cm} cm)`;
export const englishWeightLabel = ({ lbs, kg }: WeightParts) => `${lbs} lbs (${kg} kg)`;

export interface NumberOption {
  value: number;
  label: string;
}

/** One option per inch from 48 to 83; the value is the height in inches. */
export const heightOptions = (label: (parts: HeightParts) => string = englishHeightLabel): NumberOption[] =>
  range(HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX).map((value) => ({ value, label: label(heightParts(value)) }));

/** One option per pound from 99 to 318; the value is the weight in lbs. */
export const weightOptions = (label: (parts: WeightParts) => string = englishWeightLabel): NumberOption[] =>
  range(WEIGHT_LBS_MIN, WEIGHT_LBS_MAX).map((value) => ({ value, label: label(weightParts(value)) }));

/** True when `value` is missing or lies within [min, max]. */
export const isWithin = (value: number | null | undefined, min: number, max: number) =>
  value === null || value === undefined || (value >= min && value <= max);

/**
 * An appearance choice: `value` is stored as is (English words, as the demo data
 * has them); `key` names its translation.
 */
export interface AppearanceChoice {
  value: string;
  key: string;
}

const choices = (...values: string[]): AppearanceChoice[] =>
  values.map((value) => ({ value, key: value.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()) }));

export const APPEARANCE = {
  hair: choices(
    'blonde',
    'honey blonde',
    'platinum blonde',
    'light brown',
    'brown',
    'dark brown',
    'black',
    'red',
    'auburn',
    'grey',
    'colourful',
    'bald',
  ),
  eyes: choices('blue', 'green', 'grey', 'hazel', 'amber', 'brown', 'dark brown'),
  ethnicity: choices('asian', 'black', 'latin', 'middle eastern', 'mixed', 'south asian', 'white', 'other'),
  bodyType: choices('petite', 'slim', 'athletic', 'average', 'curvy', 'muscular', 'plus size'),
} as const;

export type AppearanceField = keyof typeof APPEARANCE;
