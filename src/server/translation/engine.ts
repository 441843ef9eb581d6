/**
 * Machine translation through an engine outside the process (docs/architecture.md#machine-translation):
 * Apertium's APY server or a LibreTranslate-compatible API, named by TRANSLATE_ENGINE and
 * TRANSLATE_URL. Both answer over HTTP; this file knows their calls and their language
 * codes, and turns what they cannot do into refusals a person can read.
 */
import type { TranslateConfig, TranslateEngine } from '../config';
import { HttpError } from '../errors';
import type { Locale } from '@/shared/constants';

export const TRANSLATION_TEXTS = {
  notConfigured: 'Machine translation is not configured on this site',
  unsupportedPair: 'The translation engine cannot translate between these languages',
  sameLanguage: 'The text is already in this language',
  unavailable: 'The translation engine is not answering, please try again later',
} as const;

/** Plain text (a message, a menu's title) or HTML (a content page): the engine keeps the markup. */
export type TextFormat = 'text' | 'html';

export interface Translator {
  engine: TranslateEngine;
  /** Whether the engine translates `from` into `to`. */
  supports(from: Locale, to: Locale): Promise<boolean>;
  /** `texts` from `from` into `to`, in their order; refuses a pair it cannot do with 422. */
  translate(texts: string[], from: Locale, to: Locale, format: TextFormat): Promise<string[]>;
}

/** How long an engine's list of pairs is used before it is asked again (a pair installed later shows up). */
const PAIRS_TTL_MS = 60_000;
/** A translation that takes longer than this is given up: the reader is waiting for it. */
const REQUEST_TIMEOUT_MS = 15_000;

export const unsupportedPair = () => new HttpError(422, TRANSLATION_TEXTS.unsupportedPair);
const unavailable = () => new HttpError(503, TRANSLATION_TEXTS.unavailable);

/**
 * The engine of `config`, or a 422 saying that none is configured: the site does not
 * offer translation, which no retry changes (a 5xx is kept for an engine that fails).
 */
export function translatorOf(config: TranslateConfig | undefined): Translator {
  if (!config) throw new HttpError(422, TRANSLATION_TEXTS.notConfigured);
  return config.engine === 'apertium' ? apertium(config) : libreTranslate(config);
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw unavailable();
  }
}

/** A list of pairs fetched at most once a minute per engine address, shared by the requests meanwhile. */
function cachedPairs<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > PAIRS_TTL_MS) {
      const value = load();
      kept = { at: Date.now(), value };
      // A failed load is not kept: the next request asks again.
      value.catch(() => (kept = undefined));
    }
    return kept.value;
  };
}

const pairCaches = new Map<string, () => Promise<unknown>>();
function pairsOf<T>(key: string, load: () => Promise<T>): Promise<T> {
  let get = pairCaches.get(key);
  if (!get) {
    get = cachedPairs(load);
    pairCaches.set(key, get);
  }
  return get() as Promise<T>;
}

/**
 * Apertium's codes for each locale, preferred first: APY names languages by ISO 639-3,
 * with a variety after an underscore (`por_BR`, `eng_US`).
 */
const APERTIUM_CODES: Record<Locale, string[]> = {
  nl: ['nld'],
  en: ['eng', 'eng_US', 'eng_GB'],
  es: ['spa'],
  'pt-BR': ['por_BR', 'por'],
  ru: ['rus'],
  pl: ['pol'],
  ro: ['ron', 'rum'],
};

interface ApertiumAnswer {
  responseData?: unknown;
  responseStatus?: number;
  explanation?: string;
}

function apertium(config: TranslateConfig): Translator {
  const listPairs = () =>
    pairsOf(`apertium ${config.url}`, async () => {
      const response = await call(`${config.url}/listPairs`, {});
      const body = (await jsonOf(response)) as ApertiumAnswer;
      if (!response.ok || !Array.isArray(body.responseData)) throw unavailable();
      return new Set(
        (body.responseData as { sourceLanguage: string; targetLanguage: string }[]).map((p) => `${p.sourceLanguage}|${p.targetLanguage}`),
      );
    });

  /** The pair of codes APY has for the two locales, or null. */
  async function pairFor(from: Locale, to: Locale): Promise<string | null> {
    const pairs = await listPairs();
    for (const source of APERTIUM_CODES[from]) {
      for (const target of APERTIUM_CODES[to]) {
        if (pairs.has(`${source}|${target}`)) return `${source}|${target}`;
      }
    }
    return null;
  }

  async function translateOne(text: string, langpair: string, format: TextFormat): Promise<string> {
    // Form-encoded POST: a content page is longer than an address may be. Unknown words stay
    // as written instead of being marked with an asterisk; plain text goes through APY's text
    // deformatter, so that "<" or "&" in a message are words, not markup.
    const body = new URLSearchParams({ q: text, langpair, markUnknown: 'no', format: format === 'html' ? 'html' : 'txt' });
    const response = await call(`${config.url}/translate`, { method: 'POST', body });
    const answer = (await jsonOf(response)) as ApertiumAnswer;
    const data = answer.responseData as { translatedText?: unknown } | undefined;
    if (response.status === 400 && /pair/i.test(answer.explanation ?? '')) throw unsupportedPair();
    if (!response.ok || typeof data?.translatedText !== 'string') throw unavailable();
    return data.translatedText;
  }

  return {
    engine: 'apertium',
    async supports(from, to) {
      return (await pairFor(from, to)) !== null;
    },
    async translate(texts, from, to, format) {
      const langpair = await pairFor(from, to);
      if (!langpair) throw unsupportedPair();
      // One at a time: APY runs one pipeline per pair, so parallel calls only queue there.
      const out: string[] = [];
      for (const text of texts) out.push(text.trim() ? await translateOne(text, langpair, format) : text);
      return out;
    },
  };
}

/** LibreTranslate's codes for each locale, preferred first (Brazilian Portuguese is `pt-BR` or `pb` in newer versions). */
const LIBRE_CODES: Record<Locale, string[]> = {
  nl: ['nl'],
  en: ['en'],
  es: ['es'],
  'pt-BR': ['pt-BR', 'pb', 'pt'],
  ru: ['ru'],
  pl: ['pl'],
  ro: ['ro'],
};

function libreTranslate(config: TranslateConfig): Translator {
  const languages = () =>
    pairsOf(`libretranslate ${config.url}`, async () => {
      const response = await call(`${config.url}/languages`, {});
      const body = await jsonOf(response);
      if (!response.ok || !Array.isArray(body)) throw unavailable();
      return new Map((body as { code: string; targets?: string[] }[]).map((language) => [language.code, new Set(language.targets ?? [])]));
    });

  async function pairFor(from: Locale, to: Locale): Promise<[string, string] | null> {
    const known = await languages();
    for (const source of LIBRE_CODES[from]) {
      const targets = known.get(source);
      const target = targets && LIBRE_CODES[to].find((code) => targets.has(code));
      if (target) return [source, target];
    }
    return null;
  }

  return {
    engine: 'libretranslate',
    async supports(from, to) {
      return (await pairFor(from, to)) !== null;
    },
    async translate(texts, from, to, format) {
      const pair = await pairFor(from, to);
      if (!pair) throw unsupportedPair();
      const response = await call(`${config.url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: texts, source: pair[0], target: pair[1], format, ...(config.apiKey ? { api_key: config.apiKey } : {}) }),
      });
      const body = (await jsonOf(response)) as { translatedText?: unknown; error?: unknown };
      if (response.status === 400) throw unsupportedPair();
      const translated = body.translatedText;
      if (!response.ok || !Array.isArray(translated) || translated.length !== texts.length) throw unavailable();
      return translated.map(String);
    },
  };
}
