/** Form rules the profile settings share, with the product's texts (docs/domain.md#texts-kept-verbatim). */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { MSG } from '@/shared/messages';
import { isWithin } from '../options';

const common = (t: TFunction, text: string) => t(text, { ns: 'common' });

/** A whole number between min and max: 'Not a validate number!' otherwise, or 'Must be between min and max'. */
export const integerBetween = (t: TFunction, min: number, max: number, required = true): FormRule => ({
  validator: async (_rule, value: number | null | undefined) => {
    if (value === null || value === undefined) {
      if (required) throw new Error(common(t, MSG.required));
      return;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(common(t, MSG.number));
    if (!isWithin(value, min, max)) throw new Error(common(t, MSG.between));
  },
});

/** An optional value that must lie within [min, max] when present. */
export const optionalBetween = (t: TFunction, min: number, max: number): FormRule => integerBetween(t, min, max, false);
