/** The checks the catalogue editors make before a save, on the fields of `catalogue-fields.tsx`. */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { textOf } from '@/features/ui/components/CheckedForm';
import { MSG } from '@/shared/messages';
import { ORDERING_MAX } from '../components/catalogue-fields';

/**
 * The checks of the editors' fields, with the catalogue's own `required` text: `text` a
 * text given and not only spaces, `given` a value given (the slug: the server names what
 * is wrong with it), `ordering` empty (0) or a whole number from 0 to 100 000 (the
 * product's texts).
 */
export function useCatalogueChecks() {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const required = t('admin.catalogue.required');
    return {
      required,
      text: (value: string) => (value.trim() ? undefined : required),
      given: (value: string) => (value ? undefined : required),
      ordering: (data: FormData) => {
        const text = textOf(data, 'ordering').trim();
        if (!text) return undefined;
        const value = Number(text);
        if (!Number.isInteger(value)) return t(MSG.number, { ns: 'common' });
        return value < 0 || value > ORDERING_MAX ? t(MSG.between, { ns: 'common' }) : undefined;
      },
    };
  }, [t]);
}
