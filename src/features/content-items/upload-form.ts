/**
 * The multipart form of an item sent with its files (a product, a video), as the server
 * reads it: the item's values, the feature's own fields, then the files chosen.
 */
import { fileOf } from '@/features/ui/components/CheckedForm';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';

/**
 * The form to send from the editor's `values`, the feature's own `fields` (one left
 * undefined is not sent) and the files of `form` named in `fileFields` (one not chosen is
 * not sent: the item keeps the one it has).
 */
export function uploadForm(
  values: ItemFormValues,
  form: FormData,
  fileFields: readonly string[],
  fields: Record<string, string | undefined> = {},
): FormData {
  const data = new FormData();
  data.append('title', values.title);
  data.append('description', values.description ?? '');
  data.append('tags', values.tags ?? '');
  data.append('price', String(values.price));
  data.append('status', values.status);
  data.append('isSale', String(values.isSale));
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  for (const field of fileFields) {
    const file = fileOf(form, field);
    if (file) data.append(field, file, file.name);
  }
  return data;
}
