/**
 * One-time links sent by e-mail: e-mail confirmation (48 hours) and password reset
 * (2 hours). Only a hash of each link's secret is stored; a link works once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accountTokens } from '../../db/schema';
import { hashSecret, oneTimeSecret } from '../../security/tokens';
import { badRequest } from '../../errors';
import type { AccountType } from '@/shared/schemas/auth';

const HOUR = 3600 * 1000;
const LINK_TTL = { verify_email: 48 * HOUR, reset_password: 2 * HOUR } as const;

export function createLinkService(deps: Deps) {
  const { db } = deps.database;
  const { config, mailer } = deps;

  async function sendLink(account: { id: string; email: string; name: string }, purpose: 'verify_email' | 'reset_password', kind: AccountType) {
    const { secret, hash } = oneTimeSecret();
    await db.insert(accountTokens).values({
      accountId: account.id,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + LINK_TTL[purpose]),
    });
    const page = purpose === 'verify_email' ? 'auth/verify-email' : 'auth/reset-password';
    const link = `${config.siteUrl}/${page}?token=${secret}&type=${kind}`;
    const subject = purpose === 'verify_email' ? 'Confirm your e-mail address' : 'Reset your password';
    const intro =
      purpose === 'verify_email'
        ? 'Welcome! Please confirm your e-mail address by opening this link (valid for 48 hours):'
        : 'Someone asked to reset the password of your account. If it was you, open this link (valid for 2 hours):';
    await mailer.send({
      to: account.email,
      subject,
      text: `Hello ${account.name},\n\n${intro}\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
      html: `<p>Hello ${escapeHtml(account.name)},</p><p>${intro}</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
    });
  }

  /** Spends a one-time link: returns its account id, or refuses when unknown, used or expired. */
  async function consumeLink(secret: string, purpose: 'verify_email' | 'reset_password') {
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tokenHash, hashSecret(secret)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .returning({ accountId: accountTokens.accountId });
    if (!row) throw badRequest('This link is invalid or has expired. Please ask for a new one.');
    return row.accountId;
  }

  return { sendLink, consumeLink };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
