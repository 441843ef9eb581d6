/**
 * A typed commission percentage: a whole number from 0 to 100, or empty. antd's number
 * input kept a typed value within those bounds by itself; the browser's says so with the
 * server's own text instead.
 */
import { useTranslation } from 'next-i18next/pages';
import { textOf } from '@/features/ui/components/CheckedForm';
import { wholeNumberIn } from '@/lib/whole-number';

/** The server's text for a percentage out of bounds (shared/schemas/commission.ts). */
const OUT_OF_BOUNDS = 'Must be between 0 and 100';

export function usePercentCheck() {
  const { t } = useTranslation('common');
  return {
    /** What is wrong with the field `name`: undefined when it is empty or a whole percentage. */
    problem: (data: FormData, name: string) => {
      const text = textOf(data, name);
      return !text.trim() || wholeNumberIn(text, 0, 100) !== undefined ? undefined : t(OUT_OF_BOUNDS, { ns: 'common' });
    },
    /** The percentage typed in `name`, null when empty (the default applies). */
    valueOf: (data: FormData, name: string) => wholeNumberIn(textOf(data, name), 0, 100) ?? null,
  };
}
