/**
 * What uploaded files really are, from their first bytes: a file whose content does
 * not match its name is refused, whatever the browser claimed. Only kinds listed here
 * can be uploaded at all, whatever a setting allows.
 */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  '.gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  '.pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** How many first bytes `kindOf` needs to tell every kind apart. */
export const SIGNATURE_BYTES = 12;

/** The canonical extension for an extension (`.jpeg` is stored as `.jpg`). */
export const canonicalExtension = (extension: string) => (extension === '.jpeg' ? '.jpg' : extension);

/** The kind (canonical extension) the first bytes of a file show, or null for none we know. */
export function kindOf(head: Buffer): string | null {
  return Object.keys(SIGNATURES).find((extension) => SIGNATURES[extension](head)) ?? null;
}
