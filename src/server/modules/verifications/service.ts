/**
 * The review of performers and studios. Registration leaves them `pending`; an
 * administrator looks at their documents and date of birth, then approves (the account
 * becomes active and verified: a performer may go live) or rejects with a reason (the
 * account cannot log in; the mail carries a link to send new documents, which puts it
 * back in the queue). New documents of an approved account bring it back to the queue
 * for them alone (`documentsReviewPending`): it stays verified and on the site.
 *
 * A decision is one transaction that locks the account's row first: of two decisions at
 * once, the second finds the first's result and is refused (409). Its audit row is
 * written in the same transaction; the mail goes after the commit, in the background.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { BackgroundWork } from '../../background';
import { accounts, performers, studios } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { composeMail, mailLocale, mailText, siteLink } from '../../mail/translations';
import { recordAudit, type AuditActor } from '../audit/service';
import { issueLink } from '../auth/links';
import { ageOn } from '@/shared/adult';
import type {
  IdentityDocument,
  VerificationDecision,
  VerificationDecisionBody,
  VerificationItem,
  VerificationKind,
  VerificationQueue,
  VerificationQueueQuery,
} from '@/shared/schemas/verifications';

export const VERIFICATION_TEXTS = {
  reasonRequired: 'Please give the reason for the rejection: it is mailed to the account',
  notWaiting: 'This account is not waiting for review',
  documentMissing: 'This document is not on file',
  performerNotFound: 'Performer not found',
  studioNotFound: 'Studio not found',
} as const;

/** What a served document is, by its stored file's extension. */
const DOCUMENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

const tableOf = (kind: VerificationKind) => (kind === 'performer' ? performers : studios);

export function createVerificationService(deps: Deps, background: BackgroundWork) {
  const { db } = deps.database;
  const { config, mailer } = deps;

  async function mailDecision(
    account: { email: string; name: string; locale: string | null },
    kind: VerificationKind,
    approved: boolean,
    reason: string | null,
    secret: string | null,
  ) {
    const locale = mailLocale(account.locale);
    const page = approved
      ? kind === 'performer'
        ? '/auth/login/performer'
        : '/studio/login'
      : `/auth/resubmit-documents?token=${secret}&type=${kind}`;
    const key = approved ? 'mail.verification.approved' : 'mail.verification.rejected';
    await mailer.send(
      composeMail(account, locale, {
        subject: mailText(locale, `${key}.subject`),
        paragraphs: [mailText(locale, `${key}.text`), reason ? `${mailText(locale, 'mail.verification.reason')} ${reason}` : ''],
        action: mailText(locale, `${key}.action`),
        link: siteLink(config.siteUrl, locale, page),
      }),
    );
  }

  /** Pending performers and studios, and approved ones whose documents changed. */
  const waiting = (kind?: VerificationKind): SQL => {
    const kinds: VerificationKind[] = kind ? [kind] : ['performer', 'studio'];
    return and(
      inArray(accounts.kind, kinds),
      or(
        eq(accounts.status, 'pending'),
        and(eq(accounts.status, 'active'), or(eq(performers.documentsReviewPending, true), eq(studios.documentsReviewPending, true))),
      ),
    )!;
  };

  return {
    /** GET /admin/verifications: oldest first, as they came. */
    async queue(query: VerificationQueueQuery, now = new Date()): Promise<VerificationQueue> {
      const where = waiting(query.kind);
      const from = () =>
        db
          .select()
          .from(accounts)
          .leftJoin(performers, eq(performers.accountId, accounts.id))
          .leftJoin(studios, eq(studios.accountId, accounts.id))
          .where(where)
          .$dynamic();
      const { rows, total } = await readPage(
        from().orderBy(asc(accounts.createdAt), asc(accounts.id)),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(accounts)
          .leftJoin(performers, eq(performers.accountId, accounts.id))
          .leftJoin(studios, eq(studios.accountId, accounts.id))
          .where(where),
        query,
        20,
      );
      return {
        data: rows.map(({ accounts: account, performers: performer, studios: studio }): VerificationItem => {
          const own = performer ?? studio;
          const dateOfBirth = performer?.dateOfBirth ?? null;
          return {
            _id: account.id,
            kind: account.kind === 'studio' ? 'studio' : 'performer',
            name: account.name,
            username: account.username,
            email: account.email,
            country: account.country,
            status: account.status,
            verified: own?.verified ?? false,
            documentsReviewPending: own?.documentsReviewPending ?? false,
            emailVerified: Boolean(account.emailVerifiedAt),
            dateOfBirth,
            age: dateOfBirth ? ageOn(dateOfBirth, now) : null,
            documents: { idVerification: Boolean(own?.idVerificationPath), documentVerification: Boolean(own?.documentVerificationPath) },
            createdAt: account.createdAt.toISOString(),
            updatedAt: (own && own.updatedAt > account.updatedAt ? own.updatedAt : account.updatedAt).toISOString(),
          };
        }),
        total,
      };
    },

    /**
     * POST /admin/{performers|studios}/{id}/verify. Only an account waiting for review
     * (pending, or approved with new documents) is decided; anything else is a 409.
     */
    async decide(actor: AuditActor, kind: VerificationKind, id: string, body: VerificationDecisionBody): Promise<VerificationDecision> {
      const reason = body.reason?.trim() || null;
      if (!body.approved && !reason) throw badRequest(VERIFICATION_TEXTS.reasonRequired);
      const table = tableOf(kind);
      const decided = await db.transaction(async (tx) => {
        // The lock makes a second decision wait for this one, then see its result.
        const [row] = await tx
          .select({ account: accounts, verified: table.verified, documentsReviewPending: table.documentsReviewPending })
          .from(accounts)
          .innerJoin(table, eq(table.accountId, accounts.id))
          .where(and(eq(accounts.id, id), eq(accounts.kind, kind)))
          .for('update');
        if (!row) throw notFound(kind === 'performer' ? VERIFICATION_TEXTS.performerNotFound : VERIFICATION_TEXTS.studioNotFound);
        const { account } = row;
        const isWaiting = account.status === 'pending' || (account.status === 'active' && row.documentsReviewPending);
        if (!isWaiting) throw conflict(VERIFICATION_TEXTS.notWaiting);
        const before = { status: account.status, verified: row.verified, documentsReviewPending: row.documentsReviewPending };
        const after = body.approved
          ? { status: 'active' as const, verified: true, documentsReviewPending: false }
          : { status: 'rejected' as const, verified: false, documentsReviewPending: false };
        await tx
          .update(accounts)
          .set({
            status: after.status,
            statusReason: reason,
            // A rejected account's sessions end: pending accounts could log in.
            ...(body.approved ? {} : { sessionVersion: sql`${accounts.sessionVersion} + 1` }),
            updatedAt: new Date(),
          })
          .where(eq(accounts.id, id));
        await tx
          .update(table)
          .set({ verified: after.verified, documentsReviewPending: false, updatedAt: new Date() })
          .where(eq(table.accountId, id));
        await recordAudit(tx, actor, {
          action: body.approved ? 'account.approve' : 'account.reject',
          targetType: 'account',
          targetId: id,
          before,
          after,
          reason,
        });
        const secret = body.approved ? null : await issueLink(tx, id, 'resubmit_documents');
        return { account, after, secret };
      });
      if (!body.approved) deps.realtime.toAccount(id, 'auth/revoked', { reason: 'rejected' });
      background.run(`mailing the review decision to ${id}`, () =>
        mailDecision(decided.account, kind, body.approved, reason, decided.secret),
      );
      return { _id: id, kind, ...decided.after };
    },

    /**
     * One identity document of a performer or studio, for GET /admin/documents/{id} (any
     * account) and the owner's own routes: its content, type and size.
     */
    async document(accountId: string, which: IdentityDocument) {
      const [row] = await db
        .select({
          performerPath: which === 'idVerification' ? performers.idVerificationPath : performers.documentVerificationPath,
          studioPath: which === 'idVerification' ? studios.idVerificationPath : studios.documentVerificationPath,
        })
        .from(accounts)
        .leftJoin(performers, eq(performers.accountId, accounts.id))
        .leftJoin(studios, eq(studios.accountId, accounts.id))
        .where(eq(accounts.id, accountId))
        .limit(1);
      const key = row?.performerPath ?? row?.studioPath;
      const file = key ? await deps.files.open(key) : null;
      if (!key || !file) throw notFound(VERIFICATION_TEXTS.documentMissing);
      const extension = key.slice(key.lastIndexOf('.')).toLowerCase();
      return { ...file, type: DOCUMENT_TYPES[extension] ?? 'application/octet-stream', filename: `${which}${extension}` };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
