/**
 * A server that speaks LibreTranslate's HTTP API (`GET /languages`, `POST /translate` with
 * JSON `{ q, source, target, format, api_key }`) and translates through a real Apertium
 * APY: the words are the engine's, the calls and answers LibreTranslate's, so the site's
 * LibreTranslate client is tried over the wire without a LibreTranslate install. It
 * answers as LibreTranslate does: 400 with `{ error }` for a language it does not have,
 * 403 for a missing or wrong key when it asks for one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** LibreTranslate's code of each APY language this gateway offers. */
const CODES: Record<string, string> = { eng: 'en', spa: 'es' };

export interface LibreTranslateGateway {
  url: string;
  /** The requests it took, as LibreTranslate would have received them. */
  received: { path: string; body: unknown }[];
  stop(): Promise<void>;
}

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLibreTranslateGateway(apertiumUrl: string, apiKey?: string): Promise<LibreTranslateGateway> {
  const pairs = (
    (await (await fetch(`${apertiumUrl}/listPairs`)).json()) as {
      responseData: { sourceLanguage: string; targetLanguage: string }[];
    }
  ).responseData.filter((pair) => CODES[pair.sourceLanguage] && CODES[pair.targetLanguage]);
  const languages = Object.entries(CODES).map(([apy, code]) => ({
    code,
    name: code,
    targets: pairs.filter((pair) => pair.sourceLanguage === apy).map((pair) => CODES[pair.targetLanguage]),
  }));
  const apyOf = (code: string) => Object.keys(CODES).find((apy) => CODES[apy] === code);

  const received: LibreTranslateGateway['received'] = [];
  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/languages') return send(response, 200, languages);
    if (request.method !== 'POST' || request.url !== '/translate') return send(response, 404, { error: 'Not Found' });
    const body = JSON.parse(await bodyOf(request)) as {
      q: string | string[];
      source: string;
      target: string;
      format?: string;
      api_key?: string;
    };
    received.push({ path: request.url, body });
    if (apiKey && body.api_key !== apiKey) return send(response, 403, { error: 'Invalid API key' });
    const source = apyOf(body.source);
    const target = apyOf(body.target);
    if (!source || !target || !pairs.some((pair) => pair.sourceLanguage === source && pair.targetLanguage === target)) {
      return send(response, 400, { error: `${body.target} is not supported` });
    }
    const texts = Array.isArray(body.q) ? body.q : [body.q];
    const translated: string[] = [];
    for (const text of texts) {
      const form = new URLSearchParams({
        q: text,
        langpair: `${source}|${target}`,
        markUnknown: 'no',
        format: body.format === 'html' ? 'html' : 'txt',
      });
      const answer = (await (await fetch(`${apertiumUrl}/translate`, { method: 'POST', body: form })).json()) as {
        responseData: { translatedText: string };
      };
      translated.push(answer.responseData.translatedText);
    }
    send(response, 200, { translatedText: Array.isArray(body.q) ? translated : translated[0] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
