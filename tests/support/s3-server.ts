/**
 * A real S3-compatible server for tests (s3rver: the S3 REST API over files in a
 * temporary folder), on a free port, with one bucket. `config` is what S3_* would give.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import S3rver from 's3rver';
import type { S3Config } from '@/server/config';
import { freePort } from './app-server';

export interface S3Server {
  config: S3Config;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'uploads'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  return {
    // s3rver takes any key pair; these are its documented defaults.
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      presign: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
