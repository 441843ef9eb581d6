/**
 * Identity documents of performers and studios (a photo of the ID and a verification
 * document): sent at registration and replaced later by their owner (POST
 * /performers/documents/upload, /studio/documents/upload), or by a rejected account
 * through the link mailed with the rejection (POST /auth/documents/resubmit). They are
 * private files, served only to administrators and their owner (modules/verifications).
 * What a file is was checked by its bytes when it arrived (multipart-form.ts).
 *
 * New documents are reviewed: a pending account stays in the queue, a rejected one goes
 * back to it (`pending`), and an approved one is queued for the documents alone
 * (`documentsReviewPending`), staying verified and on the site.
 *
 * They are kept with auth, below the profiles (modules/accounts) and performers that
 * take replacements: registration keeps the first ones, and a resubmission comes with
 * one of auth's links (links.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { accounts, performers, studios } from '../../db/schema';
import { createLinkService } from './links';
import { badRequest, notFound } from '../../errors';
import type { Upload } from '../../multipart-form';

export interface IdentityDocuments {
  idVerification?: Upload;
  documentVerification?: Upload;
}

export const DOCUMENT_TEXTS = {
  noneAttached: 'Please attach a photo of your ID (idVerification) or your verification document (documentVerification)',
  documentMissing: 'Please attach your verification document (documentVerification)',
  idMissing: 'Please attach a photo of your ID (idVerification)',
  linkUnusable: 'This link can no longer be used. Please contact support.',
  received: 'Thank you, we received your documents. We will review them and let you know by e-mail.',
} as const;

/** Keeps the documents of a registration, both required; returns their stored keys. */
export async function keepRegistrationDocuments(files: IdentityDocuments) {
  if (!files.documentVerification) throw badRequest(DOCUMENT_TEXTS.documentMissing);
  if (!files.idVerification) throw badRequest(DOCUMENT_TEXTS.idMissing);
  return {
    documentVerificationPath: await files.documentVerification.keep('private', 'documents'),
    idVerificationPath: await files.idVerification.keep('private', 'documents'),
  };
}

export function createDocumentService(deps: Deps) {
  const { db } = deps.database;
  const links = createLinkService(deps);

  /**
   * Stores new documents of `accountId` in `tx` and queues them for review; returns which
   * documents are on file and the replaced files, to remove once `tx` committed.
   */
  async function store(tx: Tx, kind: 'performer' | 'studio', accountId: string, files: IdentityDocuments) {
    if (!files.idVerification && !files.documentVerification) throw badRequest(DOCUMENT_TEXTS.noneAttached);
    const table = kind === 'performer' ? performers : studios;
    const [current] = await tx
      .select({
        idVerificationPath: table.idVerificationPath,
        documentVerificationPath: table.documentVerificationPath,
        verified: table.verified,
        status: accounts.status,
      })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.accountId))
      .where(eq(table.accountId, accountId))
      .for('update');
    if (!current) throw notFound(kind === 'performer' ? 'Performer not found' : 'Studio not found');
    const changes: { idVerificationPath?: string; documentVerificationPath?: string } = {};
    if (files.idVerification) changes.idVerificationPath = await files.idVerification.keep('private', 'documents');
    if (files.documentVerification) changes.documentVerificationPath = await files.documentVerification.keep('private', 'documents');
    // An approved account keeps its verification while its new documents wait for review.
    const reviewAgain = current.status === 'active' && current.verified;
    await tx
      .update(table)
      .set({ ...changes, ...(reviewAgain ? { documentsReviewPending: true } : {}), updatedAt: new Date() })
      .where(eq(table.accountId, accountId));
    const replaced = [
      changes.idVerificationPath && current.idVerificationPath,
      changes.documentVerificationPath && current.documentVerificationPath,
    ].filter((key): key is string => Boolean(key));
    const idVerification = Boolean(changes.idVerificationPath ?? current.idVerificationPath);
    const documentVerification = Boolean(changes.documentVerificationPath ?? current.documentVerificationPath);
    return { result: { idVerification, documentVerification, documentsUploaded: idVerification && documentVerification }, replaced };
  }

  const removeAll = async (keys: string[]) => {
    for (const key of keys) await deps.files.remove(key);
  };

  return {
    /**
     * Replaces the ID photo and/or the verification document of a performer or a
     * studio; the files they replace are removed.
     */
    async replace(kind: 'performer' | 'studio', accountId: string, files: IdentityDocuments) {
      const { result, replaced } = await db.transaction((tx) => store(tx, kind, accountId, files));
      await removeAll(replaced);
      return result;
    },

    /**
     * POST /auth/documents/resubmit: a rejected performer or studio sends new documents
     * with the link of the rejection mail; the account is `pending` again, in the queue.
     * The link works once, and only with at least one document attached.
     */
    async resubmit(secret: string, files: IdentityDocuments) {
      if (!files.idVerification && !files.documentVerification) throw badRequest(DOCUMENT_TEXTS.noneAttached);
      const { result, replaced } = await db.transaction(async (tx) => {
        const accountId = await links.consumeDocumentsLink(tx, secret);
        const [account] = await tx
          .update(accounts)
          .set({ status: 'pending', updatedAt: new Date() })
          // Only a rejected account: one suspended meanwhile stays so.
          .where(and(eq(accounts.id, accountId), eq(accounts.status, 'rejected')))
          .returning({ kind: accounts.kind });
        if (account?.kind !== 'performer' && account?.kind !== 'studio') throw badRequest(DOCUMENT_TEXTS.linkUnusable);
        return store(tx, account.kind, accountId, files);
      });
      await removeAll(replaced);
      return { ...result, message: DOCUMENT_TEXTS.received };
    },
  };
}
