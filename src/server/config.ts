/**
 * Process configuration from environment variables. Every variable is listed with
 * its default in `.env.example`; keep the two in step.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
  loginWindowSeconds: number;
  /**
   * Proxies whose X-Forwarded-For Fastify believes (`request.ip`): false (none), true
   * (every peer) or a comma-separated list of addresses, CIDRs and proxy-addr names
   * (loopback, linklocal, uniquelocal).
   */
  trustProxy: string | boolean;
  /** How long a performer may be without a socket before counting as disconnected. */
  presenceGraceMs: number;
  /** Voucher look-ups and redemptions per address per minute (codes must not be guessable by trying). */
  voucherTriesPerMinute: number;
  /** Verotel FlexPay: shop id and signature key from the Verotel control center; unset disables it. */
  verotelShopId?: string;
  verotelSignatureKey?: string;
  /** Verotel's start-order address (FlexPay). */
  verotelStartUrl: string;
  /** How often the embedded database is vacuumed and analyzed where needed (db/maintenance.ts). */
  dbMaintenanceIntervalMs: number;
  /** How often the server looks for show minutes that are due (a minute is charged at most this late). */
  showBillingIntervalMs: number;
  seedDemo: boolean;
  logLevel: string;
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
    loginMaxPerIp: int('LOGIN_MAX_PER_IP', 20),
    loginMaxPerAccount: int('LOGIN_MAX_PER_ACCOUNT', 5),
    loginWindowSeconds: int('LOGIN_WINDOW_SECONDS', 15 * 60),
    trustProxy: trustProxy(process.env.TRUST_PROXY ?? ''),
    presenceGraceMs: int('PRESENCE_GRACE_MS', 10000),
    voucherTriesPerMinute: int('VOUCHER_TRIES_PER_MINUTE', 30),
    verotelShopId: process.env.VEROTEL_SHOP_ID || undefined,
    verotelSignatureKey: process.env.VEROTEL_SIGNATURE_KEY || undefined,
    verotelStartUrl: process.env.VEROTEL_START_URL || 'https://secure.verotel.com/startorder',
    dbMaintenanceIntervalMs: int('DB_MAINTENANCE_INTERVAL_MS', 60000),
    showBillingIntervalMs: Math.max(100, int('SHOW_BILLING_INTERVAL_MS', 1000)),
    seedDemo: process.env.SEED_DEMO ? process.env.SEED_DEMO === 'true' : !(env === 'production' && databaseUrl),
    logLevel: process.env.LOG_LEVEL || (env === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
  if (!config.tokenSecret) config.tokenSecret = tokenSecret(dataDir, env);
  return config;
}
