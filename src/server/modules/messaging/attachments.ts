/**
 * Files in private messages (POST /messages/private/file): a picture or a file of the
 * kinds of `MESSAGE_FILE_KINDS`, checked by its bytes and no larger than
 * `FILE_LIMIT_BYTES` (multipart-form.ts), kept private under `private/messages/`. Only
 * the conversation's two parties read its messages, and each reading gets the file at a
 * signed address valid `FILE_URL_TTL_SECONDS` (storage/signed-urls.ts; a bucket's own
 * presigned address behind it), so an address passed on stops working soon.
 */
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { messageFiles } from '../../db/schema';
import type { Upload } from '../../multipart-form';
import { MESSAGE_IMAGE_KINDS } from '@/shared/constants';
import type { MessageFile } from '@/shared/schemas/messaging';

type MessageFileRow = typeof messageFiles.$inferSelect;

/** The folder of message files in the store. */
export const MESSAGE_FILES_FOLDER = 'messages';

/** What one account may send per minute: enough for a few pictures in a row, not for flooding the store. */
export const MESSAGE_FILES_PER_MINUTE = 20;

/** The longest file name kept: it is shown in the thread and names the download. */
const MAX_NAME_LENGTH = 200;

/** What a file message stores of an upload once it is kept. */
export interface KeptMessageFile {
  path: string;
  name: string;
  size: number;
  kind: 'image' | 'file';
}

/** Keeps an upload among the private message files. */
export async function keepMessageFile(upload: Upload): Promise<KeptMessageFile> {
  const path = await upload.keep('private', MESSAGE_FILES_FOLDER);
  const name = upload.filename.trim().slice(0, MAX_NAME_LENGTH) || `file${upload.kind}`;
  return { path, name, size: upload.size, kind: MESSAGE_IMAGE_KINDS.includes(upload.kind) ? 'image' : 'file' };
}

/** The wire form of a message's file, with a signed address for the party reading it now. */
export function messageFileOf(deps: Deps, row: Pick<MessageFileRow, 'path' | 'name' | 'size' | 'kind'>): MessageFile {
  const signed = deps.fileUrls.url(row.path, deps.config.fileUrlTtlSeconds);
  // A picture opens in the browser; any other file is saved under the name it was sent with.
  const url = row.kind === 'image' ? signed : `${signed}&download=${encodeURIComponent(row.name)}`;
  return { name: row.name, size: row.size, kind: row.kind, url };
}

/** The files of the messages `messageIds` that have one, by message id. */
export async function messageFilesOf(deps: Deps, messageIds: string[]): Promise<Map<string, MessageFile>> {
  if (!messageIds.length) return new Map();
  const rows = await deps.database.db.select().from(messageFiles).where(inArray(messageFiles.messageId, messageIds));
  return new Map(rows.map((row) => [row.messageId, messageFileOf(deps, row)]));
}
