/**
 * Uploaded files in an S3-compatible bucket (Amazon S3, MinIO, Ceph, ...), chosen by
 * S3_BUCKET. Uploads still arrive in the local incoming area, where they are checked
 * whole (incoming.ts); `keep` sends the checked file to the bucket under its key with
 * its media type and removes the local copy. Public files are fetched by browsers at
 * S3_PUBLIC_URL when set (a CDN or the bucket's public address), otherwise through
 * this server's `/uploads/` (app.ts asks `open`). Private files are read by browsers
 * at presigned addresses (`presignedUrl`: signed with the bucket's keys, valid until the
 * app's own signed address that led there expires), so a bought video's bytes and seeks
 * go to the bucket, not through this server; with S3_PRESIGN=false (a bucket only the
 * server reaches) they go through `open` like the rest.
 *
 * Checksums are sent and checked only where the S3 API requires them: the SDK's newer
 * default adds headers that several S3-compatible services refuse.
 */
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { contentTypeOf } from '../file-types';
import { incomingArea } from './incoming';
import { isFileKey, newFileKey, uploadsUrl, type FileStore } from './files';

/** The bucket has no such key (GET answers NoSuchKey, HEAD a bare 404). */
const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The longest a presigned address may live: a week, the limit of S3's signatures (version 4). */
const PRESIGNED_MAX_SECONDS = 7 * 24 * 3600;

/**
 * When to sign an address made at `now` (its whole second: the signature names no finer
 * time) and how long it must then live to end at `until` or just after: whole seconds, at
 * least one, at most a week.
 */
export function presignedTimes(until: Date, now = Date.now()): { signingDate: Date; expiresIn: number } {
  const signedAt = Math.floor(now / 1000) * 1000;
  const expiresIn = Math.min(PRESIGNED_MAX_SECONDS, Math.max(1, Math.ceil((until.getTime() - signedAt) / 1000)));
  return { signingDate: new Date(signedAt), expiresIn };
}

export function s3FileStore(config: S3Config, dataDir: string): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // A custom address serves buckets as paths (http://host/bucket/key); Amazon's own takes the bucket as a host name.
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const incoming = incomingArea(path.join(dataDir, 'uploads'));
  const Bucket = config.bucket;

  return {
    publicRoot: null,
    receive: incoming.receive,
    incomingPath: incoming.fileOf,
    async keep(incomingKey, visibility, folder, extension) {
      const key = newFileKey(visibility, folder, extension);
      const file = incoming.fileOf(incomingKey);
      const { size } = await stat(file);
      const body = createReadStream(file);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: contentTypeOf(key) }));
      } finally {
        body.destroy();
      }
      await rm(file, { force: true });
      return key;
    },
    async remove(key) {
      if (key.startsWith('incoming/')) return incoming.remove(key);
      if (isFileKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async open(key, range) {
      if (!isFileKey(key)) throw new Error(`Not a stored file: ${key}`);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        // A range's answer names the whole size after the slash: `bytes 0-99/1234`.
        const size = range ? Number(object.ContentRange?.split('/')[1]) : (object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async sizeOf(key) {
      if (!isFileKey(key)) throw new Error(`Not a stored file: ${key}`);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async presignedUrl(key, until, disposition) {
      if (!config.presign) return null;
      if (!isFileKey(key)) throw new Error(`Not a stored file: ${key}`);
      // The bucket answers with these headers, as sendStored (serve.ts) would: the type of
      // the key, the download's name, and kept a minute by the browser alone (no shared cache).
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentTypeOf(key),
        ResponseContentDisposition: disposition,
        ResponseCacheControl: 'private, max-age=60',
      });
      return getSignedUrl(client, command, presignedTimes(until));
    },
    url(key) {
      if (key.startsWith('/') || !config.publicUrl) return uploadsUrl(key);
      return `${config.publicUrl}/${key}`;
    },
  };
}
