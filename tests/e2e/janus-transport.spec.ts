/**
 * Media through a real Janus (tests/support/janus.ts) in Chromium with its fake camera.
 * The product starts on a port of its own with JANUS_URL set, so the streaming
 * settings give public shows to the Janus transport (src/lib/webrtc/janus.ts):
 * - on the live pages, a performer goes live and a viewer's player shows her camera;
 *   a reload of her page brings the viewer's picture back, End show ends it;
 * - the transport alone, compiled for the browser (toasts recorded instead of shown)
 *   and run in an ordinary page of the app through an init script, where the page's
 *   content security policy still applies to every call it makes: publish and watch
 *   with the socket announcements in order, and a refused token as a toast.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from '@playwright/test';
import { janusMissingReason, startJanus, type JanusHarness } from '../support/janus';
import { freePort, startAppServer, type AppServer } from '../support/app-server';
import { test, expect, DEMO_PASSWORD, adultContext, expectVideoPlaying, performerOnLivePage } from './fixtures';
import type * as JanusModule from '../../src/lib/webrtc/janus';
import type { Publication, Watching } from '../../src/lib/webrtc/types';

/** What the test keeps on the page's window. */
type PageGlobals = {
  JanusMedia: typeof JanusModule;
  __emitted: string[];
  __errors: string[];
  __toasts?: { kind: string; text: string }[];
  __ended: number;
  __publication: Publication;
  __watching: Watching;
};

const ROOT = path.resolve(__dirname, '../..');
const missing = janusMissingReason();
if (missing) console.warn(`tests/e2e/janus-transport.spec.ts: ${missing}`);

/** janus.ts as a script that defines `window.JanusMedia`, with toasts collected in `window.__toasts`. */
async function transportBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/lib/webrtc/janus.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'JanusMedia',
    // Init scripts run wrapped in a function: the global must be set explicitly.
    footer: { js: 'globalThis.JanusMedia = JanusMedia;' },
    platform: 'browser',
    target: 'chrome120',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    define: { 'process.env.NEXT_PUBLIC_API_ENDPOINT': '"/api"', 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'recorded-toasts',
        setup(builder) {
          builder.onResolve({ filter: /^@\/lib\/toast$/ }, () => ({ path: 'toast', namespace: 'recorded-toasts' }));
          builder.onLoad({ filter: /.*/, namespace: 'recorded-toasts' }, () => ({
            contents: `const record = (kind) => (text) => { (window.__toasts ||= []).push({ kind, text }); };
              export const toast = { success: record('success'), error: record('error'), info: record('info') };`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

let janus: JanusHarness;
let server: AppServer;
let bundle: string;

test.describe('Janus transport', () => {
  test.skip(Boolean(missing), missing ?? '');
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    janus = await startJanus({ allowOrigin: `http://127.0.0.1:${port}` });
    [server, bundle] = await Promise.all([
      startAppServer({
        port,
        dataDir: 'tests/.tmp/e2e-janus-data',
        env: { JANUS_URL: janus.url, JANUS_TOKEN_SECRET: janus.tokenSecret, JANUS_ADMIN_KEY: janus.adminKey },
      }),
      transportBundle(),
    ]);
  });

  test.afterAll(async () => {
    await server?.stop();
    await janus?.stop();
  });

  /** A page of the app with the transport loaded, signed in as a performer with `token` (anonymous without one). */
  async function openPage(browser: Browser, token?: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseURL });
    await context.addCookies([
      { name: 'confirm18', value: '1', url: server.baseURL },
      ...(token
        ? [
            { name: 'token', value: token, url: server.baseURL },
            { name: 'role', value: 'performer', url: server.baseURL },
          ]
        : []),
    ]);
    await context.addInitScript({ content: bundle });
    const page = await context.newPage();
    await page.goto('/en/contact');
    await page.waitForFunction(() => 'JanusMedia' in window);
    return page;
  }

  /** A page in a browser context of its own, and the addresses of the requests it sends to Janus. */
  async function pageCallingJanus(browser: Browser) {
    const context = await adultContext(browser, server.baseURL);
    const page = await context.newPage();
    const toJanus: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(janus.url)) toJanus.push(request.url());
    });
    return { context, page, toJanus };
  }

  async function goLive(browser: Browser) {
    const api = await browser.newContext({ baseURL: server.baseURL });
    const login = await api.request.post('/api/auth/performers/login', { data: { username: 'demo-performer', password: DEMO_PASSWORD } });
    const token = (await login.json()).data.token as string;
    const live = await api.request.post('/api/streaming/live', { headers: { authorization: `Bearer ${token}` }, data: { title: 'Janus' } });
    const { _id: streamId, performerId } = (await live.json()).data.conversation as { _id: string; performerId: string };
    await api.close();
    return { token, streamId, performerId };
  }

  test('on the live pages: a viewer sees the performer through Janus, after a reload of her page too, until she ends the show', async ({
    browser,
  }) => {
    const performer = await performerOnLivePage(browser, server.baseURL, 'naomi-rose');
    await expectVideoPlaying(performer.page, 'camera-preview');
    await performer.page.getByTestId('go-live-title').fill('Through Janus');
    await performer.page.getByTestId('go-live').click();
    await expect(performer.page.getByTestId('end-show')).toBeVisible();

    const { context: viewerContext, page: viewer, toJanus } = await pageCallingJanus(browser);
    await viewer.goto('/en/profile/naomi-rose');
    await expect(viewer.getByTestId('live-video')).toContainText('Through Janus');
    await expect(viewer.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    await expectVideoPlaying(viewer, 'live-video-element');
    expect(toJanus.length).toBeGreaterThan(0);
    const video = viewer.getByTestId('live-video-element');
    await video.evaluate((el: HTMLVideoElement) => Object.assign(el.srcObject as MediaStream, { seenBefore: true }));

    // Her page reloads: Janus drops the old feed, the viewer subscribes to the new one.
    await performer.page.reload();
    await expect(performer.page.getByTestId('end-show')).toBeVisible();
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => Boolean(el.srcObject && !('seenBefore' in el.srcObject))), { timeout: 30_000 })
      .toBe(true);
    await expect(viewer.getByTestId('live-video')).toHaveAttribute('data-state', 'playing');
    await expectVideoPlaying(viewer, 'live-video-element');

    await performer.page.getByTestId('end-show').click();
    await expect(viewer.getByTestId('stream-area')).toHaveAttribute('data-status', 'offline');
    await performer.context.close();
    await viewerContext.close();
  });

  test('a private show through Janus: both cameras cross, the first minute is charged, and it ends for both', async ({ browser }) => {
    const performer = await performerOnLivePage(browser, server.baseURL, 'robin-sky');
    await expect(performer.page.getByTestId('private-requests')).toBeVisible();

    const { context: userContext, page: user, toJanus } = await pageCallingJanus(browser);
    await user.goto('/en/auth/login/user');
    await user.locator('input#username').fill('user@demo.test');
    await user.locator('input#password').fill(DEMO_PASSWORD);
    await user.getByTestId('login-submit').click();
    // A login hashes the password (memory-hard): slow on a busy machine.
    await expect(user.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
    await user.goto('/en/profile/robin-sky');
    const ask = user.getByTestId('request-private-show');
    const price = Number(((await ask.textContent()) ?? '').match(/\((\d+) tokens\/min\)/)![1]);
    await ask.click();
    await performer.page.getByTestId('private-request').getByTestId('accept-private-request').click();
    await expect(user).toHaveURL(/\/shows\/[0-9a-f-]+$/);
    await expect(performer.page).toHaveURL(user.url());

    await expect(user.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    await expectVideoPlaying(user, 'live-video-element');
    expect(toJanus.length).toBeGreaterThan(0);
    await user.getByTestId('show-camera-toggle').click();
    await expectVideoPlaying(performer.page, 'show-guest-video');
    await expect(user.getByTestId('show-charged')).toHaveText(`${price} tokens`);

    await performer.page.getByTestId('end-private-show').click();
    await performer.page.getByRole('button', { name: 'Yes' }).click();
    await expect(user.getByTestId('show-ended')).toBeVisible();
    await expect(performer.page.getByTestId('show-ended')).toBeVisible();
    await performer.context.close();
    await userContext.close();
  });

  test('the transport alone: a performer publishes, a viewer plays her camera, and stopping ends it for the viewer', async ({
    browser,
  }) => {
    const { token, streamId, performerId } = await goLive(browser);

    const performer = await openPage(browser, token);
    await performer.evaluate(async (streamId) => {
      const w = window as unknown as PageGlobals;
      const emitted: string[] = [];
      const errors: string[] = [];
      w.__emitted = emitted;
      w.__errors = errors;
      const camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      // The page's socket, as far as the transport uses it: announcements, answered as the server would.
      const channel = {
        emit: (event: string, _payload: unknown, ack?: (result: { ok: boolean }) => void) => {
          emitted.push(event);
          ack?.({ ok: true });
          return true;
        },
        rtcConfiguration: async () => ({}),
      };
      const transport = new w.JanusMedia.JanusTransport({ channel: channel as never });
      w.__publication = transport.publish({ streamId, kind: 'public', stream: camera, onError: (message) => errors.push(message) });
    }, streamId);
    // Announced on the socket only once Janus has the media.
    await performer.waitForFunction(() => (window as unknown as PageGlobals).__emitted.includes('media/publish'), null, {
      timeout: 30_000,
    });

    const viewer = await openPage(browser);
    await viewer.evaluate(
      ({ streamId, performerId }) => {
        const w = window as unknown as PageGlobals;
        const video = document.createElement('video');
        video.muted = true;
        video.autoplay = true;
        video.playsInline = true;
        video.id = 'janus-video';
        document.body.append(video);
        w.__ended = 0;
        const transport = new w.JanusMedia.JanusTransport();
        w.__watching = transport.watch({
          streamId,
          kind: 'public',
          publisherId: performerId,
          onStream: (stream) => {
            video.srcObject = stream;
            void video.play();
          },
          onEnded: () => {
            w.__ended += 1;
          },
        });
      },
      { streamId, performerId },
    );

    // Real frames: a size, and time that moves on.
    await viewer.waitForFunction(() => (document.getElementById('janus-video') as HTMLVideoElement).videoWidth > 0, null, {
      timeout: 30_000,
    });
    const first = await viewer.evaluate(() => (document.getElementById('janus-video') as HTMLVideoElement).currentTime);
    await expect
      .poll(() => viewer.evaluate(() => (document.getElementById('janus-video') as HTMLVideoElement).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(first + 0.5);
    expect(await viewer.evaluate(() => (document.getElementById('janus-video') as HTMLVideoElement).videoWidth)).toBe(640);

    // The performer stops: the socket hears it and the viewer's transport reports the end.
    await performer.evaluate(() => (window as unknown as PageGlobals).__publication.stop());
    expect(await performer.evaluate(() => (window as unknown as PageGlobals).__emitted)).toEqual(['media/publish', 'media/unpublish']);
    await viewer.waitForFunction(() => (window as unknown as PageGlobals).__ended > 0, null, { timeout: 20_000 });
    expect(await performer.evaluate(() => (window as unknown as PageGlobals).__errors)).toEqual([]);
    expect(await viewer.evaluate(() => (window as unknown as PageGlobals).__toasts ?? [])).toEqual([]);
    await viewer.evaluate(() => (window as unknown as PageGlobals).__watching.stop());
  });

  test("a refused token shows the server's text as a toast and nothing is sent to Janus", async ({ browser }) => {
    const viewer = await openPage(browser);
    const janusCalls: string[] = [];
    viewer.on('request', (request) => {
      if (request.url().startsWith(janus.url)) janusCalls.push(request.url());
    });
    await viewer.evaluate(() => {
      const w = window as unknown as PageGlobals;
      new w.JanusMedia.JanusTransport().watch({
        streamId: '00000000-0000-4000-8000-000000000000',
        kind: 'public',
        publisherId: 'nobody',
        onStream: () => undefined,
      });
    });
    await expect
      .poll(() => viewer.evaluate(() => (window as unknown as PageGlobals).__toasts ?? []))
      .toEqual([{ kind: 'error', text: 'Stream not found' }]);
    await viewer.waitForTimeout(1500);
    expect(janusCalls).toEqual([]);
  });
});
