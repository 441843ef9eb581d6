/**
 * The content security policy. API answers get it through helmet; web pages get it
 * with a per-request nonce, which Next's inline loader script carries.
 */
import type { Config } from '../config';

/** Origins besides our own that pages call: the media server's HTTP API when Janus carries the media. */
export function extraConnectSources(config: Pick<Config, 'janus'>): string[] {
  return config.janus ? [new URL(config.janus.publicUrl).origin] : [];
}

export function contentSecurityPolicy(dev: boolean, nonce?: string, scriptHashes: string[] = [], connectSources: string[] = []) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Next's development server evaluates code; production runs only our own scripts.
      scriptSrc: dev
        ? ["'self'", "'unsafe-eval'", "'unsafe-inline'"]
        : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
      // antd writes its component styles into <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...connectSources],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The header value for a web page answered with `nonce`. `scriptHashes` allow the
 * inline scripts of pages Next renders at build time (404, 500), which carry no nonce.
 */
export function pageContentSecurityPolicy(nonce: string, dev: boolean, scriptHashes: string[] = [], connectSources: string[] = []): string {
  return Object.entries(contentSecurityPolicy(dev, nonce, scriptHashes, connectSources).directives)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');
}
