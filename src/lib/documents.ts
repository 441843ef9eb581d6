/**
 * The browser's check of an identity document before it is sent (registration, a
 * resubmission, a performer's or studio's settings): the server's rules, told in the
 * visitor's language (docs/domain.md#form-and-upload-rules).
 */
import type { TFunction } from 'i18next';
import { extensionOf } from '@/shared/files';
import { MSG } from '@/shared/messages';

/** The server's default upload limit (FILE_LIMIT_BYTES, 10 MB). */
export const DOCUMENT_MAX_MB = 10;

/** The file's refusal text, or null when it may be uploaded. */
export function documentRefusal(file: { name: string; size?: number }, extensions: string[], t: TFunction): string | null {
  if (!extensions.includes(extensionOf(file.name))) {
    return t(MSG.uploadExtension('{list}'), { ns: 'common' }).replace('{list}', extensions.join(', '));
  }
  if ((file.size ?? 0) > DOCUMENT_MAX_MB * 1024 * 1024) {
    return t((MSG.uploadSize as (mb: number | string) => string)('{n}'), { ns: 'common' }).replace('{n}', String(DOCUMENT_MAX_MB));
  }
  return null;
}
