/**
 * Login throttling: slow the guesser down, never lock the owner out. Performer usernames
 * are public, so a limit per account alone would let anyone keep any performer out of
 * her account; the pace is kept per account and client address instead.
 *
 * - Every attempt is counted, atomically, before its password is checked
 *   (`Counters.attempt`): parallel guesses are admitted one by one, so a burst gets
 *   no more checks than attempts one after the other would.
 * - The first `LOGIN_MAX_PER_ACCOUNT` attempts of an account from one address go at
 *   once; after that each must wait: 1 s, then twice as long after each further one, up
 *   to `LOGIN_WINDOW_SECONDS`. A refused attempt is not counted. A successful login
 *   forgets the pair; so does a quiet window after the next attempt was due.
 * - The owner, from any other address, logs in at once.
 * - After `LOGIN_ALERT_AFTER_FAILURES` wrong passwords for one account in a window (from
 *   any addresses), its owner gets one mail for that window.
 * - Unknown accounts are paced the same way, so the pace tells nothing about who exists.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { Pace } from '../../kv';
import { tooMany, waitText } from '../../errors';
import { composeMail, mailLocale, mailText, siteLink } from '../../mail/translations';

export const LOGIN_THROTTLE_TEXTS = {
  slowDown: (wait: string) => `Too many failed attempts from your address. Please try again in ${wait}, or reset your password.`,
} as const;

export function createLoginThrottle(deps: Deps, log: FastifyBaseLogger) {
  const { config, counters, mailer } = deps;
  const windowMs = config.loginWindowSeconds * 1000;
  const pace: Pace = { free: config.loginMaxPerAccount, firstDelayMs: 1000, maxDelayMs: windowMs, forgetMs: windowMs };
  const now = () => (deps.clock?.() ?? new Date()).getTime();
  // One IPv6 client holds a whole /64, as the per-address rate limits count it.
  const pairKey = (subject: string, address: string) => `login:${subject}:${normalizeIP(address)}`;

  async function mailOwner(account: { email: string; name: string; locale?: string | null }, failures: number) {
    const locale = mailLocale(account.locale);
    const minutes = String(Math.round(windowMs / 60000));
    await mailer.send(
      composeMail(account, locale, {
        subject: mailText(locale, 'mail.failedLogins.subject'),
        paragraphs: [
          mailText(locale, 'mail.failedLogins.text', { count: String(failures), minutes }),
          mailText(locale, 'mail.failedLogins.still'),
        ],
        action: mailText(locale, 'mail.failedLogins.action'),
        link: siteLink(config.siteUrl, locale, '/auth/forgot-password'),
        after: [mailText(locale, 'mail.failedLogins.after')],
      }),
    );
  }

  return {
    /**
     * Counts an attempt to log in as `subject` (an account id, or the name given when no
     * account has it) from `address`, before the password is checked. Refuses with 429 and
     * Retry-After when the pair must wait.
     */
    async admit(subject: string, address: string) {
      const attempt = await counters.attempt(pairKey(subject, address), pace, now());
      if (!attempt.admitted) throw tooMany(LOGIN_THROTTLE_TEXTS.slowDown(waitText(attempt.waitMs)), attempt.waitMs);
    },

    /** The right password: the pair starts afresh. */
    async succeeded(subject: string, address: string) {
      await counters.reset(pairKey(subject, address));
    },

    /** A wrong password for a known account: its owner hears of it once per window when they pile up. */
    async failed(account: { id: string; email: string; name: string; locale?: string | null }) {
      const { count } = await counters.hit(`login-failures:${account.id}`, windowMs);
      // The count is atomic: exactly one failure of the window reaches the threshold.
      if (count !== config.loginAlertAfterFailures) return;
      // A mail that cannot go out must not change the answer (a 500 would tell the guesser the account exists).
      await mailOwner(account, count).catch((err: unknown) => log.error({ err }, 'failed-login alert could not be sent'));
    },
  };
}
