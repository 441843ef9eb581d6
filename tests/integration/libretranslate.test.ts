/**
 * The LibreTranslate engine over the wire: the site's client against a server that speaks
 * LibreTranslate's API and translates through a real Apertium APY (English to Spanish).
 * Texts go in one call, in order, with the key; a pair the service lacks is refused with
 * 422 and a wrong key says the engine is not answering, as a person should read them.
 */
import { TRANSLATION_TEXTS, translatorOf } from '@/server/translation/engine';
import { startApertium, type ApertiumServer } from '../support/apertium';
import { startLibreTranslateGateway, type LibreTranslateGateway } from '../support/libretranslate-gateway';

let apertium: ApertiumServer;
let gateway: LibreTranslateGateway;
const KEY = 'site-key';

beforeAll(async () => {
  apertium = await startApertium();
  gateway = await startLibreTranslateGateway(apertium.url, KEY);
});
afterAll(async () => {
  await gateway?.stop();
  await apertium?.stop();
});

const libre = (apiKey = KEY) => translatorOf({ engine: 'libretranslate', url: gateway.url, apiKey });

it("knows the service's pairs", async () => {
  expect(await libre().supports('en', 'es')).toBe(true);
  expect(await libre().supports('en', 'nl')).toBe(false);
});

it('translates texts in one call, in their order, with the key, as the engine itself does', async () => {
  const texts = ['Hello my friend.', 'I like your house.'];
  const translated = await libre().translate(texts, 'en', 'es', 'text');
  expect(translated).toEqual(await translatorOf({ engine: 'apertium', url: apertium.url }).translate(texts, 'en', 'es', 'text'));
  expect(translated[1]).toMatch(/casa/);
  expect(gateway.received.at(-1)).toEqual({
    path: '/translate',
    body: { q: texts, source: 'en', target: 'es', format: 'text', api_key: KEY },
  });
  const [page] = await libre().translate(['<p>I like your <b>house</b>.</p>'], 'en', 'es', 'html');
  expect(page).toMatch(/^<p>.*<b>casa<\/b>.*<\/p>$/);
});

it('refuses a pair the service lacks with 422, and a refused key as an engine not answering', async () => {
  await expect(libre().translate(['Hello'], 'en', 'nl', 'text')).rejects.toMatchObject({
    statusCode: 422,
    message: TRANSLATION_TEXTS.unsupportedPair,
  });
  await expect(libre('wrong').translate(['Hello'], 'en', 'es', 'text')).rejects.toMatchObject({
    statusCode: 503,
    message: TRANSLATION_TEXTS.unavailable,
  });
});
