/**
 * Process configuration from environment variables. Every variable is listed with
 * its default in `.env.example`; keep the two in step.
 */
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key this deployment writes. */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  /** Public address of the site, used in e-mailed links. */
  siteUrl: string;
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Largest JSON body in bytes; larger ones get 413. */
  bodyLimit: number;
  /** Largest uploaded file in bytes (documents); avatars have their own limit in settings. */
  fileLimit: number;
  /** Largest uploaded video in bytes (a performer's video or trailer). */
  videoLimit: number;
  /** ffprobe and ffmpeg (Debian package `ffmpeg`), and how long either may work on one upload. */
  ffprobePath: string;
  ffmpegPath: string;
  videoToolTimeoutMs: number;
  /** How long ffmpeg may work on making one video (and its trailer) playable in browsers. */
  videoProcessingTimeoutMs: number;
  /** How often each server looks for uploaded videos waiting to be processed (besides right after an upload). */
  videoProcessingIntervalMs: number;
  /** How long a signed address of a private file (a bought video) stays valid. */
  fileUrlTtlSeconds: number;
  /** How long a token order waits for its payment: then it is `expired` and can no longer be continued. */
  paymentOrderTtlMinutes: number;
  /** How long a digital product's download link stays valid once given to its buyer. */
  downloadLinkTtlSeconds: number;
  /** Login calls per address and login form in the window, right or wrong. */
  loginMaxPerIp: number;
  /**
   * Calls per address and hour of each account form (e-mail confirmation, password reset, new
   * documents...); the three registration forms share one such budget.
   */
  formMaxPerIp: number;
  /** Attempts per account and address that go at once; each further one waits longer (auth/login-throttle.ts). */
  loginMaxPerAccount: number;
  /** The per-address window, the longest wait between paced attempts and how long a pace is remembered. */
  loginWindowSeconds: number;
  /** Wrong passwords for one account in a window (from any addresses) after which its owner is mailed, once per window. */
  loginAlertAfterFailures: number;
  /**
   * Proxies whose X-Forwarded-For Fastify believes (`request.ip`): false (none), true
   * (every peer) or a comma-separated list of addresses, CIDRs and proxy-addr names
   * (loopback, linklocal, uniquelocal).
   */
  trustProxy: string | boolean;
  /** How long a performer may be without a socket before counting as disconnected. */
  presenceGraceMs: number;
  /** How long the number of performers an anonymous search matches is reused (0: counted every time). */
  searchCountCacheMs: number;
  /** How long a page rendered for an anonymous visitor (or shared with signed-in viewers) is served to others asking for the same (0: never). */
  pageCacheMs: number;
  /** Voucher look-ups and redemptions per address per minute (codes must not be guessable by trying). */
  voucherTriesPerMinute: number;
  /** Private messages one account may send per minute. */
  messagesPerMinute: number;
  /** Verotel FlexPay: shop id and signature key from the Verotel control center; unset disables it. */
  verotelShopId?: string;
  verotelSignatureKey?: string;
  /** Verotel's start-order address (FlexPay). */
  verotelStartUrl: string;
  /** How often the embedded database is vacuumed and analyzed where needed (db/maintenance.ts). */
  dbMaintenanceIntervalMs: number;
  /** STUN/TURN addresses handed to browsers (`stun:host:3478`, `turn:host:3478?transport=udp`, ...). */
  iceServers: string[];
  /** TURN REST secret (coturn `static-auth-secret`): TURN addresses get credentials signed with it. */
  turnSecret?: string;
  /** How long handed-out TURN credentials work. */
  turnCredentialTtlSeconds: number;
  /** How often the server looks for show minutes that are due (a minute is charged at most this late). */
  showBillingIntervalMs: number;
  seedDemo: boolean;
  logLevel: string;
  /** Janus VideoRoom as the media server (docs/architecture.md#media); unset: peer-to-peer. */
  janus?: JanusConfig;
  /** S3-compatible object storage for uploaded files (docs/architecture.md#files); unset: `$DATA_DIR/uploads`. */
  s3?: S3Config;
  /** The machine translation engine (docs/architecture.md#machine-translation); unset: translation is off. */
  translate?: TranslateConfig;
}

/** The engines machine translation can use: Apertium's APY server, or an API that speaks LibreTranslate's. */
export const TRANSLATE_ENGINES = ['apertium', 'libretranslate'] as const;
export type TranslateEngine = (typeof TRANSLATE_ENGINES)[number];

export interface TranslateConfig {
  engine: TranslateEngine;
  /** The engine's address as this server reaches it (TRANSLATE_URL), e.g. http://127.0.0.1:2737 for APY. */
  url: string;
  /** LibreTranslate's `api_key` (TRANSLATE_API_KEY), when the service asks for one. */
  apiKey?: string;
}

export interface S3Config {
  bucket: string;
  /** The service's address (S3_ENDPOINT), e.g. http://127.0.0.1:9000; unset: Amazon S3 of the region. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch public files (S3_PUBLIC_URL, e.g. a CDN in front of the bucket); unset: through this server. */
  publicUrl?: string;
  /**
   * Whether browsers read private files (a bought video) from the bucket at presigned
   * addresses (S3_PRESIGN, default true); false: through this server, for a bucket that
   * only the server reaches.
   */
  presign: boolean;
}

export interface JanusConfig {
  /** Janus's HTTP API as this server reaches it (JANUS_URL), e.g. http://10.0.0.5:8088/janus. */
  url: string;
  /** The same API as browsers reach it (JANUS_PUBLIC_URL, default `url`). */
  publicUrl: string;
  /** `token_auth_secret` of janus.jcfg: signs the tokens Janus accepts. */
  tokenSecret: string;
  /** Rooms' secret and the source of their PINs and publisher keys; never sent to a browser. */
  roomSecret: string;
  /** The videoroom plugin's `admin_key`, when Janus has one (then only this server can create rooms). */
  adminKey?: string;
}

/** ICE_SERVERS: comma-separated stun:/stuns:/turn:/turns: addresses. */
function iceServers(raw: string): string[] {
  const urls = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^(stun|stuns|turn|turns):[^\s]+$/.test(url))
      throw new Error(`ICE_SERVERS must be stun:, stuns:, turn: or turns: addresses separated by commas, got "${url}"`);
  }
  return urls;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: empty or false trusts no proxy, true trusts every peer, otherwise a
 * comma-separated list of addresses or CIDRs. A hop count is refused: it would let a
 * direct client forge its address.
 */
function trustProxy(raw: string): string | boolean {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (!PROXY_NAMES.includes(entry) && (family === 0 || !validBits || rest.length > 0)) {
      throw new Error(`TRUST_PROXY must be empty, true, or addresses/CIDRs separated by commas, got "${raw}"`);
    }
  }
  return entries.join(',');
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL such as http://127.0.0.1:8088/janus, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be Janus's HTTP API (http or https), got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/**
 * JANUS_URL switches media to Janus. Its token secret is required with it; the room
 * secret defaults to one derived from the token secret, so one secret is enough.
 */
function janusConfig(): JanusConfig | undefined {
  const raw = process.env.JANUS_URL?.trim();
  if (!raw) return undefined;
  const url = httpUrl('JANUS_URL', raw);
  const tokenSecret = process.env.JANUS_TOKEN_SECRET;
  if (!tokenSecret) throw new Error("JANUS_TOKEN_SECRET must be set with JANUS_URL (the token_auth_secret of Janus's janus.jcfg)");
  const publicRaw = process.env.JANUS_PUBLIC_URL?.trim();
  return {
    url,
    publicUrl: publicRaw ? httpUrl('JANUS_PUBLIC_URL', publicRaw) : url,
    tokenSecret,
    roomSecret: process.env.JANUS_ROOM_SECRET || createHmac('sha256', tokenSecret).update('janus room secret').digest('base64url'),
    adminKey: process.env.JANUS_ADMIN_KEY || undefined,
  };
}

/**
 * TRANSLATE_URL switches machine translation on; TRANSLATE_ENGINE says what answers
 * there (apertium by default). A mistake in either stops the start rather than leaving
 * every translate button failing.
 */
function translateConfig(): TranslateConfig | undefined {
  const raw = process.env.TRANSLATE_URL?.trim();
  const engineRaw = process.env.TRANSLATE_ENGINE?.trim() || 'apertium';
  if (!raw) return undefined;
  const engine = TRANSLATE_ENGINES.find((name) => name === engineRaw);
  if (!engine) throw new Error(`TRANSLATE_ENGINE must be one of ${TRANSLATE_ENGINES.join(', ')}, got "${engineRaw}"`);
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`TRANSLATE_URL must be an http(s) address such as http://127.0.0.1:2737, got "${raw}"`);
  return { engine, url: raw.replace(/\/+$/, ''), apiKey: process.env.TRANSLATE_API_KEY?.trim() || undefined };
}

/** S3_BUCKET and its companions, all or nothing (S3_ENDPOINT, S3_PUBLIC_URL and S3_PRESIGN are optional). */
function s3Config(): S3Config | undefined {
  const bucket = process.env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with S3_BUCKET');
  const address = (name: string) => {
    const raw = process.env[name]?.trim();
    if (!raw) return undefined;
    const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`${name} must be an http(s) address such as https://files.example.com, got "${raw}"`);
    return raw.replace(/\/+$/, '');
  };
  return {
    bucket,
    endpoint: address('S3_ENDPOINT'),
    region: process.env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    publicUrl: address('S3_PUBLIC_URL'),
    presign: presignFlag(process.env.S3_PRESIGN?.trim() ?? ''),
  };
}

/** S3_PRESIGN: true (or empty) or false; anything else is a mistake worth stopping for. */
function presignFlag(value: string): boolean {
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`S3_PRESIGN must be true or false, got "${value}"`);
}

/**
 * The token signing secret: TOKEN_SECRET when set; otherwise one generated once and
 * kept in the data directory, so tokens survive restarts of an embedded setup.
 */
function tokenSecret(dataDir: string, env: Config['env']): string {
  if (process.env.TOKEN_SECRET) return process.env.TOKEN_SECRET;
  if (env === 'production' && process.env.DATABASE_URL) {
    throw new Error('TOKEN_SECRET must be set in production with DATABASE_URL');
  }
  const file = path.join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const env = (process.env.NODE_ENV as Config['env']) || 'production';
  const dataDir = path.resolve(overrides.dataDir ?? process.env.DATA_DIR ?? './data');
  const port = int('PORT', 3000);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const config: Config = {
    env,
    port,
    host: process.env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    redisPrefix: process.env.REDIS_PREFIX || 'market:',
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM || 'Camlive <no-reply@camlive.local>',
    adminEmail: process.env.ADMIN_EMAIL || 'admin@demo.test',
    siteUrl: (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    tokenSecret: '',
    tokenTtlSeconds: int('TOKEN_TTL_DAYS', 30) * 24 * 3600,
    bodyLimit: int('BODY_LIMIT_BYTES', 1024 * 1024),
    fileLimit: int('FILE_LIMIT_BYTES', 10 * 1024 * 1024),
    videoLimit: int('VIDEO_LIMIT_BYTES', 2 * 1024 * 1024 * 1024),
    ffprobePath: process.env.FFPROBE_PATH || 'ffprobe',
    ffmpegPath: process.env.FFMPEG_PATH || 'ffmpeg',
    videoToolTimeoutMs: int('VIDEO_TOOL_TIMEOUT_MS', 60_000),
    videoProcessingTimeoutMs: int('VIDEO_PROCESSING_TIMEOUT_MS', 2 * 3600_000),
    videoProcessingIntervalMs: Math.max(1000, int('VIDEO_PROCESSING_INTERVAL_MS', 60_000)),
    fileUrlTtlSeconds: int('FILE_URL_TTL_SECONDS', 3 * 3600),
    downloadLinkTtlSeconds: int('DOWNLOAD_LINK_TTL_SECONDS', 15 * 60),
    paymentOrderTtlMinutes: Math.max(1, int('PAYMENT_ORDER_TTL_MINUTES', 60)),
    loginMaxPerIp: int('LOGIN_MAX_PER_IP', 20),
    formMaxPerIp: int('FORM_MAX_PER_IP', 20),
    loginMaxPerAccount: int('LOGIN_MAX_PER_ACCOUNT', 5),
    loginWindowSeconds: int('LOGIN_WINDOW_SECONDS', 15 * 60),
    loginAlertAfterFailures: int('LOGIN_ALERT_AFTER_FAILURES', 10),
    trustProxy: trustProxy(process.env.TRUST_PROXY ?? ''),
    presenceGraceMs: int('PRESENCE_GRACE_MS', 10000),
    searchCountCacheMs: int('SEARCH_COUNT_CACHE_MS', env === 'test' ? 0 : 2000),
    pageCacheMs: int('PAGE_CACHE_MS', env === 'test' ? 0 : 1000),
    voucherTriesPerMinute: int('VOUCHER_TRIES_PER_MINUTE', 30),
    messagesPerMinute: int('MESSAGES_PER_MINUTE', 30),
    verotelShopId: process.env.VEROTEL_SHOP_ID || undefined,
    verotelSignatureKey: process.env.VEROTEL_SIGNATURE_KEY || undefined,
    verotelStartUrl: process.env.VEROTEL_START_URL || 'https://secure.verotel.com/startorder',
    dbMaintenanceIntervalMs: int('DB_MAINTENANCE_INTERVAL_MS', 60000),
    iceServers: iceServers(process.env.ICE_SERVERS ?? ''),
    turnSecret: process.env.TURN_SECRET || undefined,
    turnCredentialTtlSeconds: int('TURN_CREDENTIAL_TTL_SECONDS', 3600),
    showBillingIntervalMs: Math.max(100, int('SHOW_BILLING_INTERVAL_MS', 1000)),
    seedDemo: process.env.SEED_DEMO ? process.env.SEED_DEMO === 'true' : !(env === 'production' && databaseUrl),
    logLevel: process.env.LOG_LEVEL || (env === 'test' ? 'silent' : 'info'),
    janus: janusConfig(),
    s3: s3Config(),
    translate: translateConfig(),
    ...overrides,
  };
  if (!config.tokenSecret) config.tokenSecret = tokenSecret(dataDir, env);
  return config;
}
