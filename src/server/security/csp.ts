/**
 * The content security policy. API answers get it through helmet; web pages get it
 * with a per-request nonce, which Next's inline loader script carries.
 */
import type { PublicSettings } from '@/shared/schemas/settings';
import type { Config } from '../config';
import { presignedOrigin } from '../storage/s3-origin';

/** What pages may load or call from other sites: files by their exact address, origins for calls. */
export interface PageSources {
  /** Scripts (the Lovense Cam Extension SDK). */
  scripts?: string[];
  /** Audio and video (a tip sound an administrator points elsewhere, bought videos in a bucket). */
  media?: string[];
  /** Origins pages call (the media server's HTTP API when Janus carries the media). */
  connect?: string[];
  /** Origins of pictures (uploaded files at S3_PUBLIC_URL, bought photos in a bucket). */
  images?: string[];
}

/**
 * Other sites the deployment itself uses: the media server's HTTP API when Janus
 * carries the media, the address of public uploaded files when browsers fetch them
 * from object storage, and the bucket itself when private files are read there at
 * presigned addresses (a bought video plays in a <video>, a bought photo shows in an
 * <img>: the app's `/files/` address redirects there, and the policy applies to where
 * a redirect leads too).
 */
export function deploymentSources(config: Pick<Config, 'janus' | 's3'>): Pick<PageSources, 'connect' | 'images' | 'media'> {
  const bucket = config.s3?.presign ? [presignedOrigin(config.s3)] : [];
  return {
    connect: config.janus ? [new URL(config.janus.publicUrl).origin] : [],
    images: [...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []), ...bucket],
    media: bucket,
  };
}

export function contentSecurityPolicy(dev: boolean, nonce?: string, scriptHashes: string[] = [], sources: PageSources = {}) {
  const scripts = sources.scripts ?? [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Next's development server evaluates code; production runs only our own scripts.
      scriptSrc: dev
        ? ["'self'", "'unsafe-eval'", "'unsafe-inline'", ...scripts]
        : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...scripts],
      // antd writes its component styles into <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(sources.images ?? [])],
      mediaSrc: ["'self'", 'blob:', 'data:', ...(sources.media ?? [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...(sources.connect ?? [])],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * The one file an address names, as a CSP source expression (origin and path, no
 * query): a path ending in a file name matches that file only, so allowing the Lovense
 * SDK does not allow every script its host serves. Null for paths on this site ('self'
 * covers them) and for anything that is not https.
 */
export function exactSource(address: string | null): string | null {
  if (!address || address.startsWith('/')) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * What web pages may load from other sites by the current settings: the Lovense script
 * while the integration is on, and the tip sound when it lives elsewhere. Every page gets
 * them, not only the live page: a page's policy is fixed when its document loads, and the
 * live page is mostly reached by client-side navigation (login, the menu) from another page.
 */
export function pageSources(settings: Pick<PublicSettings, 'lovenseEnabled' | 'lovenseScriptUrl' | 'tipSound'>): PageSources {
  const script = settings.lovenseEnabled ? exactSource(settings.lovenseScriptUrl) : null;
  const sound = exactSource(settings.tipSound);
  return { scripts: script ? [script] : [], media: sound ? [sound] : [] };
}

/** A page's sources and the deployment's together: both may name media (a tip sound elsewhere, the bucket). */
export const withDeploymentSources = (page: PageSources, deployment: PageSources): PageSources => ({
  ...page,
  ...deployment,
  media: [...(page.media ?? []), ...(deployment.media ?? [])],
});

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The header value for a web page answered with `nonce`. `scriptHashes` allow the
 * inline scripts of pages Next renders at build time (404, 500), which carry no nonce.
 */
export function pageContentSecurityPolicy(nonce: string, dev: boolean, scriptHashes: string[] = [], sources: PageSources = {}): string {
  return Object.entries(contentSecurityPolicy(dev, nonce, scriptHashes, sources).directives)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');
}
