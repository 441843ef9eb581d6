/**
 * One-time links sent by e-mail: e-mail confirmation (48 hours), password reset
 * (2 hours) and new documents after a rejected review (7 days, mailed with the
 * rejection, and again when the rejected account tries to log in, so that a lost or
 * expired mail is no dead end). Only a hash of each link's secret is stored; a link
 * works once. Using a reset link, or changing the password, ends every open reset link
 * of the account: an older mail must not undo a newer password.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { accountTokens, accounts } from '../../db/schema';
import { hashSecret, oneTimeSecret } from '../../security/tokens';
import { badRequest } from '../../errors';
import { composeMail, mailLocale, mailText, siteLink } from '../../mail/translations';
import type { AccountType } from '@/shared/schemas/auth';
import { MSG } from '@/shared/messages';

const HOUR = 3600 * 1000;
const LINK_TTL = { verify_email: 48 * HOUR, reset_password: 2 * HOUR, resubmit_documents: 7 * 24 * HOUR } as const;
export type LinkPurpose = keyof typeof LINK_TTL;

/** The page each link opens. */
const LINK_PAGES: Record<LinkPurpose, string> = {
  verify_email: 'auth/verify-email',
  reset_password: 'auth/reset-password',
  resubmit_documents: 'auth/resubmit-documents',
};

/** A rejected account's login mails a new documents link at most this often (repeated logins would fill the inbox). */
export const DOCUMENTS_LINK_INTERVAL_MS = 15 * 60 * 1000;

/** Stores a new one-time link of `purpose` for the account (in `tx` when given); returns its secret, to be mailed. */
export async function issueLink(tx: Tx | Db, accountId: string, purpose: LinkPurpose) {
  const { secret, hash } = oneTimeSecret();
  await tx.insert(accountTokens).values({ accountId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + LINK_TTL[purpose]) });
  return secret;
}

export function createLinkService(deps: Deps) {
  const { db } = deps.database;
  const { config, mailer } = deps;

  type MailedAccount = { id: string; email: string; name: string; locale?: string | null };

  async function sendLink(account: MailedAccount, purpose: LinkPurpose, kind: AccountType) {
    const secret = await issueLink(db, account.id, purpose);
    // The mail and the page it links to are in the account's language.
    const locale = mailLocale(account.locale);
    await mailer.send(
      composeMail(account, locale, {
        subject: mailText(locale, `mail.link.${purpose}.subject`),
        paragraphs: [mailText(locale, `mail.link.${purpose}.text`)],
        link: siteLink(config.siteUrl, locale, `/${LINK_PAGES[purpose]}?token=${secret}&type=${kind}`),
        after: [mailText(locale, 'mail.link.ignore')],
      }),
    );
  }

  /**
   * Mails a rejected performer or studio a new documents link, unless one was made in the
   * last `DOCUMENTS_LINK_INTERVAL_MS` (the rejection's own, or one of an earlier login).
   */
  async function sendDocumentsLink(account: MailedAccount, kind: 'performer' | 'studio') {
    const [latest] = await db
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.accountId, account.id), eq(accountTokens.purpose, 'resubmit_documents')))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    if (latest && Date.now() - latest.createdAt.getTime() < DOCUMENTS_LINK_INTERVAL_MS) return;
    await sendLink(account, 'resubmit_documents', kind);
  }

  /** Spends a one-time link in `tx`: returns its account id, or refuses when unknown, used or expired. */
  async function spend(tx: Tx | Db, secret: string, purpose: LinkPurpose) {
    const [row] = await tx
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
    if (!row) throw badRequest(MSG.invalidLink);
    return row.accountId;
  }

  /** Ends every open reset link of the account (inside `tx`, with the password change it goes with). */
  async function endResetLinks(tx: Tx, accountId: string) {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, 'reset_password'), isNull(accountTokens.usedAt)));
  }

  return {
    /** Spends an e-mail confirmation link: returns its account id, or refuses when unknown, used or expired. */
    consumeLink: (secret: string, purpose: 'verify_email') => spend(db, secret, purpose),

    /** Spends a new-documents link inside `tx` (which then takes the documents): its account id, or a refusal. */
    consumeDocumentsLink: (tx: Tx, secret: string) => spend(tx, secret, 'resubmit_documents'),

    /**
     * Spends a password-reset link inside `tx` and ends the account's other open reset
     * links; `tx` then changes the password. Two links of one account used at once are
     * taken one after the other (the account row is locked first), so the second finds
     * itself ended: at most one works.
     */
    async consumeResetLink(tx: Tx, secret: string) {
      const [link] = await tx
        .select({ accountId: accountTokens.accountId })
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, hashSecret(secret)), eq(accountTokens.purpose, 'reset_password')))
        .limit(1);
      if (!link) throw badRequest(MSG.invalidLink);
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, link.accountId)).for('update');
      const accountId = await spend(tx, secret, 'reset_password');
      await endResetLinks(tx, accountId);
      return accountId;
    },

    endResetLinks,
    sendLink,
    sendDocumentsLink,
  };
}
