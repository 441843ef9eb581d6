/**
 * The avatar checks the browser makes before uploading
 * (docs/domain.md#form-and-upload-rules). They mirror the server's (accounts service `setAvatar`), so a refused
 * picture is refused with the same text on both sides.
 */
import { MSG } from '@/shared/messages';
import { extensionOf } from '@/shared/files';

export interface AvatarRules {
  /** Allowed extensions as the public settings list them, e.g. ['.jpg', '.png']. */
  extensions: string[];
  /** Largest size in MB; a file of exactly this size is already too large. */
  limitMB: number;
}

/** Why a picture is refused: the kind, and the value its message needs. */
export type AvatarRefusal = { kind: 'extension'; list: string } | { kind: 'size'; limitMB: number };

const withDot = (extension: string) => {
  const lower = extension.trim().toLowerCase();
  return lower.startsWith('.') ? lower : `.${lower}`;
};

/** The file input's `accept` value for the allowed extensions ('.jpg,.png'). */
export const acceptAttribute = (extensions: string[]) => extensions.map(withDot).join(',');

/** The file name's extension, lower case with its dot ('' when it has none). */

/** The first rule the file breaks, or null when it may be uploaded. */
export function avatarRefusal(file: { name: string; size: number }, rules: AvatarRules): AvatarRefusal | null {
  const allowed = rules.extensions.map(withDot);
  if (!allowed.includes(extensionOf(file.name))) return { kind: 'extension', list: rules.extensions.join(', ') };
  if (file.size / 1024 / 1024 >= rules.limitMB) return { kind: 'size', limitMB: rules.limitMB };
  return null;
}

/** The product's refusal text (docs/domain.md#texts-kept-verbatim), or null when the file may be uploaded. */
export function validateAvatar(file: { name: string; size: number }, rules: AvatarRules): string | null {
  const refusal = avatarRefusal(file, rules);
  if (!refusal) return null;
  return refusal.kind === 'extension' ? MSG.uploadExtension(refusal.list) : MSG.uploadSize(refusal.limitMB);
}

/**
 * The refusal texts as translation keys, with `{list}` and `{n}` where the values go
 * (i18next interpolates `{{…}}` only, so the braces survive translation).
 */
export const AVATAR_MESSAGE_KEYS = {
  extension: MSG.uploadExtension('{list}'),
  size: (MSG.uploadSize as (mb: number | string) => string)('{n}'),
} as const;

/** Reads a refusal back from the server's text (same wording), or null for any other message. */
export function parseAvatarRefusal(text: string): AvatarRefusal | null {
  const extension = /^You can only upload (.+) file!$/.exec(text);
  if (extension) return { kind: 'extension', list: extension[1] };
  const size = /^Image must smaller than ([\d.]+)MB!$/.exec(text);
  if (size) return { kind: 'size', limitMB: Number(size[1]) };
  return null;
}

/** Fills a (translated) refusal template with the refusal's value. */
export function fillAvatarRefusal(template: string, refusal: AvatarRefusal): string {
  return refusal.kind === 'extension' ? template.replace('{list}', refusal.list) : template.replace('{n}', String(refusal.limitMB));
}
