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
  // A ZIP archive's first local file header (an empty archive opens with its end record).
  '.zip': (b) => b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 0x03 && b[3] === 0x04) || (b[2] === 0x05 && b[3] === 0x06)),
  // MP3: an ID3 tag, or straight into an MPEG audio frame (eleven sync bits, layer III).
  '.mp3': (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1] & 0xe6) === 0xe2),
  // ISO base media files (MP4, QuickTime, M4V) open with a box whose type is `ftyp`.
  '.mp4': (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  '.mov': (b) =>
    b.subarray(4, 8).toString('latin1') === 'ftyp' || ['moov', 'mdat', 'wide', 'free'].includes(b.subarray(4, 8).toString('latin1')),
  '.m4v': (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  // Matroska and WebM open with the EBML header.
  '.webm': (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  '.mkv': (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

/** Kinds that are videos: their bytes are read again by ffprobe before they are kept. */
export const VIDEO_KINDS = ['.mp4', '.mov', '.m4v', '.webm', '.mkv'];

/** What a digital product may be: a document, an archive, a picture, a song or a video. */
export const DIGITAL_PRODUCT_KINDS = ['.pdf', '.zip', '.jpg', '.jpeg', '.png', '.webp', '.gif', '.mp3', ...VIDEO_KINDS];

/** The media type a stored file is served with, by its kind (its key's extension). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.')).toLowerCase()] ?? 'application/octet-stream';

/** How many first bytes `kindOf` needs to tell every kind apart. */
export const SIGNATURE_BYTES = 12;

/** The canonical extension for an extension (`.jpeg` is stored as `.jpg`). */
export const canonicalExtension = (extension: string) => (extension === '.jpeg' ? '.jpg' : extension);

/** Whether the first bytes of a file show it is of `kind` (a canonical extension). */
export function isOfKind(head: Buffer, kind: string): boolean {
  return SIGNATURES[kind]?.(head) ?? false;
}
