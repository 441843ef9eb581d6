/**
 * Multipart forms with files, under one set of rules for every upload route:
 *
 * - Limits: each route names its file fields (one file each), the largest file, and
 *   takes a few short text fields. A file one byte over the limit, too many files or
 *   fields, or a text field too long ends the request at once with 413 'Request
 *   Entity Too Large'; the rest of the body is not read.
 * - Nothing is held in memory: each file streams to the store's incoming area as it
 *   arrives (storage/files.ts), its first bytes checked on the way.
 * - Content: a file's name must carry an allowed extension and its bytes must be a
 *   file of that kind (file-types.ts); otherwise 400 with the product's upload
 *   message, before the rest of it is read.
 * - Cleanup: a file the route does not `keep` is removed when the request ends; a
 *   request refused (4xx) leaves none of its files, kept or not. After a failure
 *   (5xx) kept files stay, since the database may already point at them.
 */
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, badRequest } from './errors';
import type { FileStore } from './storage/files';
import { canonicalExtension, isOfKind, SIGNATURE_BYTES } from './file-types';
import { MSG } from '@/shared/messages';
import { extensionOf } from '@/shared/files';

/** Text fields are short (names, e-mail, password, a date): longer ones are refused, not cut. */
const FIELD_BYTES = 2048;
const FIELD_NAME_BYTES = 100;
const DEFAULT_MAX_FIELDS = 20;

export interface UploadRules {
  /** The file fields the form takes, one file each. */
  files: string[];
  /** How many files one request may carry (default: one per field). */
  maxFiles?: number;
  /** Extensions a file may have, e.g. ['.pdf', '.jpg', '.jpeg']; its bytes must match its name. */
  kinds: string[];
  /** Extensions of particular fields, instead of `kinds` (a video form's picture is no video). */
  fieldKinds?: Record<string, string[]>;
  /** The largest file in bytes; one byte more answers 413. */
  maxFileBytes: number;
  /** How many text fields the form may carry (default 20). */
  maxFields?: number;
}

/** A file received by the server, waiting in the incoming area until the route keeps it. */
export interface Upload {
  filename: string;
  /** What its bytes are, as the extension it is stored with: '.pdf', '.jpg'... */
  kind: string;
  size: number;
  /** The file on this machine's disk while the request lasts and until it is kept (for ffprobe and ffmpeg). */
  path: string;
  /** Moves the file to its place and returns its stored key. */
  keep(visibility: 'public' | 'private', folder: string): Promise<string>;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

export const tooLarge = () => new HttpError(413, MSG.tooLarge);

/** 413 for a request whose body is not read any further (the rest is never looked at). */
function tooLargeToRead(request: FastifyRequest) {
  request.raw.unpipe();
  return tooLarge();
}

/** 4xx: the request was refused before anything of it was committed. */
const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Passes a file through once its first bytes show it is of `kind`; fails with `refusal` otherwise. */
function contentOf(kind: string, refusal: () => Error): Transform {
  let head: Buffer = Buffer.alloc(0);
  let checked = false;
  const check = () => {
    checked = true;
    return isOfKind(head, kind);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (checked) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SIGNATURE_BYTES) return done();
      done(check() ? null : refusal(), head);
    },
    flush(done) {
      if (checked) return done();
      done(check() ? null : refusal(), head);
    },
  });
}

/**
 * Reads the multipart form of `request` by `rules` and runs `handle` with it; every file
 * `handle` did not keep is removed afterwards (see the file comment for failures).
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  rules: UploadRules,
  handle: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('Please send this form as multipart/form-data');
  const store = request.server.deps.files;
  const received: string[] = [];
  const kept: string[] = [];
  try {
    const form = await readForm(request, rules, store, received, kept);
    return await handle(form);
  } catch (error) {
    if (isRefusal(error)) await Promise.all(kept.map((key) => store.remove(key)));
    throw error;
  } finally {
    // Kept files were moved away: this removes only what nobody kept.
    await Promise.all(received.map((key) => store.remove(key)));
  }
}

async function readForm(
  request: FastifyRequest,
  rules: UploadRules,
  store: FileStore,
  received: string[],
  kept: string[],
): Promise<MultipartForm> {
  const maxFields = rules.maxFields ?? DEFAULT_MAX_FIELDS;
  const maxFiles = rules.maxFiles ?? rules.files.length;
  const limits = {
    fileSize: rules.maxFileBytes,
    files: maxFiles,
    fields: maxFields,
    fieldSize: FIELD_BYTES,
    fieldNameSize: FIELD_NAME_BYTES,
    parts: maxFiles + maxFields,
    headerPairs: 20,
  };
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLargeToRead(request);
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const upload = await receiveFile(request, part, rules, store, form, received);
      form.files[part.fieldname] = {
        ...upload,
        async keep(visibility, folder) {
          const key = await store.keep(upload.key, visibility, folder, upload.kind);
          kept.push(key);
          return key;
        },
      };
    }
  } catch (err) {
    // The parser reports a broken body (cut short, another boundary) as a plain Error: the sender's fault.
    if ((err as { statusCode?: number }).statusCode === undefined) throw badRequest('The form could not be read; please send it again');
    throw err;
  }
  return form;
}

/** Streams one file part to the store after checking its field and name; its bytes are checked on the way. */
async function receiveFile(
  request: FastifyRequest,
  part: MultipartFile,
  rules: UploadRules,
  store: FileStore,
  form: MultipartForm,
  received: string[],
) {
  const refuse = (error: HttpError) => {
    // Not reading the rest of the file stops the request here; the connection closes after the answer.
    part.file.destroy();
    return error;
  };
  if (!rules.files.includes(part.fieldname)) throw refuse(badRequest(`Unexpected file field ${part.fieldname}`));
  if (form.files[part.fieldname]) throw refuse(badRequest(`Please send one file as ${part.fieldname}`));
  const allowed = rules.fieldKinds?.[part.fieldname] ?? rules.kinds;
  const kinds = allowed.map((kind) => kind.trim().toLowerCase()).map((kind) => (kind.startsWith('.') ? kind : `.${kind}`));
  const extension = extensionOf(part.filename);
  const uploadMessage = () => badRequest(MSG.uploadExtension(allowed.join(', ')));
  if (!kinds.includes(extension)) throw refuse(uploadMessage());
  const kind = canonicalExtension(extension);
  // Over the limit, the parser cuts the file and goes on reading and skipping the rest of the
  // body as fast as it comes: stop reading at once instead. The limit may have been reached
  // before this part got here (a large chunk is parsed in one go).
  if (part.file.truncated) throw refuse(tooLargeToRead(request));
  part.file.once('limit', () => part.file.destroy(tooLargeToRead(request)));
  const file = await store.receive(part.file, contentOf(kind, uploadMessage));
  received.push(file.key);
  return { key: file.key, filename: part.filename, kind, size: file.size, path: store.incomingPath(file.key) };
}
