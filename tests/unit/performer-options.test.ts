import { heightOptions, isWithin, lookOptions, weightOptions } from '@/features/performer-profile/options';
import { formatHeight, formatWeight } from '@/lib/format';
import {
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  KG_PER_LB,
  lookCode,
  PERFORMER_LOOKS,
  WEIGHT_LBS_MAX,
  WEIGHT_LBS_MIN,
} from '@/shared/constants';

describe('height options', () => {
  const options = heightOptions((inches) => formatHeight(inches, 'en'));

  test('run from 4 ft 0 in to 6 ft 11 in, one per inch, valued in inches', () => {
    expect(options).toHaveLength(36);
    expect(options.map((o) => o.value)).toEqual(Array.from({ length: 36 }, (_, i) => 48 + i));
    expect(options[0]).toEqual({ value: HEIGHT_INCHES_MIN, label: '4 ft 0 in (122 cm)' });
    expect(options[options.length - 1]).toEqual({ value: HEIGHT_INCHES_MAX, label: '6 ft 11 in (211 cm)' });
  });

  test.each([
    [59, '4 ft 11 in (150 cm)'],
    [60, '5 ft 0 in (152 cm)'],
    [66, '5 ft 6 in (168 cm)'],
    [71, '5 ft 11 in (180 cm)'],
    [72, '6 ft 0 in (183 cm)'],
  ])('%i inches reads %s in English', (inches, label) => {
    expect(options.find((o) => o.value === inches)?.label).toBe(label);
  });

  test('every English label agrees with its value: feet × 12 + inches, cm = inches × 2.54 rounded', () => {
    for (const { value, label } of options) {
      const [, feet, inches, cm] = /^(\d) ft (\d{1,2}) in \((\d+) cm\)$/.exec(label)!.map(Number);
      expect(feet * 12 + inches).toBe(value);
      expect(inches).toBeLessThan(12);
      expect(cm).toBe(Math.round(value * 2.54));
    }
  });

  test('the label is the caller’s, the value stays in inches', () => {
    expect(heightOptions((inches) => formatHeight(inches, 'nl'))[18]).toEqual({ value: 66, label: '168 cm' });
  });
});

describe('weight options', () => {
  const options = weightOptions((lbs) => formatWeight(lbs, 'en'));

  test('run from 99 to 318 lbs, one per pound, valued in lbs', () => {
    expect(options).toHaveLength(318 - 99 + 1);
    expect(options[0]).toEqual({ value: WEIGHT_LBS_MIN, label: '99 lbs (45 kg)' });
    expect(options[options.length - 1]).toEqual({ value: WEIGHT_LBS_MAX, label: '318 lbs (143 kg)' });
  });

  test('kg is lbs × 0.45, rounded', () => {
    expect(KG_PER_LB).toBe(0.45);
    for (const { value, label } of options) expect(label).toBe(`${value} lbs (${Math.round(value * 0.45)} kg)`);
    expect(weightOptions((lbs) => formatWeight(lbs, 'pl')).find((o) => o.value === 128)).toEqual({ value: 128, label: '58 kg' });
  });
});

test('isWithin accepts a missing value and the bounds themselves', () => {
  expect(isWithin(null, 48, 83)).toBe(true);
  expect(isWithin(undefined, 48, 83)).toBe(true);
  expect(isWithin(48, 48, 83)).toBe(true);
  expect(isWithin(83, 48, 83)).toBe(true);
  expect(isWithin(47, 48, 83)).toBe(false);
  expect(isWithin(84, 48, 83)).toBe(false);
});

describe('appearance codes', () => {
  test('are unique lower-case words per field, offered in the list’s order', () => {
    for (const [field, codes] of Object.entries(PERFORMER_LOOKS)) {
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(lookOptions(field as keyof typeof PERFORMER_LOOKS, (code) => `[${code}]`).map((o) => o.value)).toEqual(codes);
    }
    expect(lookOptions('bodyType', (code) => code.toUpperCase())[6]).toEqual({ value: 'plus_size', label: 'PLUS_SIZE' });
  });

  test('lookCode keeps a code of the field and nothing else', () => {
    expect(lookCode('hair', 'honey_blonde')).toBe('honey_blonde');
    expect(lookCode('eyes', 'hazel')).toBe('hazel');
    expect(lookCode('eyes', 'honey_blonde')).toBeNull();
    expect(lookCode('hair', 'honey blonde')).toBeNull();
    expect(lookCode('hair', 'Blonde')).toBeNull();
    expect(lookCode('ethnicity', null)).toBeNull();
    expect(lookCode('bodyType', undefined)).toBeNull();
  });
});
