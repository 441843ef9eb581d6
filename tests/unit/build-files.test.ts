/** The web build's files under /_next/static (src/server/web/build-files.ts): read and compressed once, never outside their folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createBuildFiles } from '@/server/web/build-files';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), 'console.log("app");'.repeat(50));
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'not to be served');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('serves a script with its type and its gzip form, read once', async () => {
  const files = createBuildFiles(path.join(dir, 'static'));
  const script = await files.get('chunks/app.js');
  expect(script?.type).toBe('application/javascript; charset=utf-8');
  expect(gunzipSync(script!.gzip!).toString()).toBe(script!.body.toString());
  expect(script!.gzip!.length).toBeLessThan(script!.body.length);
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), 'changed');
  expect((await files.get('chunks/app.js'))?.body.toString()).toBe(script!.body.toString());
});

it('keeps pictures as they are', async () => {
  const picture = await createBuildFiles(path.join(dir, 'static')).get('chunks/icon.png');
  expect(picture).toMatchObject({ type: 'image/png', gzip: undefined });
});

it('finds nothing outside its folder, nor a file that is not there (until it is)', async () => {
  const files = createBuildFiles(path.join(dir, 'static'));
  expect(await files.get('../secret.txt')).toBeNull();
  expect(await files.get('chunks/../../secret.txt')).toBeNull();
  expect(await files.get('chunks/later.js')).toBeNull();
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'later.js'), 'late');
  expect((await files.get('chunks/later.js'))?.body.toString()).toBe('late');
});
