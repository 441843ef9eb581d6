/**
 * Identity documents of performers and studios (a photo of the ID and a verification
 * document): sent at registration and replaced later by their owner (POST
 * /performers/documents/upload, /studio/documents/upload). They are private files:
 * kept, never served. What a file is was checked by its bytes when it arrived
 * (multipart-form.ts).
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { performers, studios } from '../../db/schema';
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
} as const;

/** Keeps the documents of a registration, both required; returns their stored keys. */
export async function keepRegistrationDocuments(files: IdentityDocuments) {
  if (!files.documentVerification) throw badRequest(DOCUMENT_TEXTS.documentMissing);
  if (!files.idVerification) throw badRequest(DOCUMENT_TEXTS.idMissing);
  return { documentVerificationPath: await files.documentVerification.keep('private', 'documents'), idVerificationPath: await files.idVerification.keep('private', 'documents') };
}

export function createDocumentService(deps: Deps) {
  const { db } = deps.database;

  return {
    /**
     * Replaces the ID photo and/or the verification document of a performer or a
     * studio; the files they replace are removed.
     */
    async replace(kind: 'performer' | 'studio', accountId: string, files: IdentityDocuments) {
      if (!files.idVerification && !files.documentVerification) throw badRequest(DOCUMENT_TEXTS.noneAttached);
      const table = kind === 'performer' ? performers : studios;
      const [current] = await db
        .select({ idVerificationPath: table.idVerificationPath, documentVerificationPath: table.documentVerificationPath })
        .from(table)
        .where(eq(table.accountId, accountId))
        .limit(1);
      if (!current) throw notFound(kind === 'performer' ? 'Performer not found' : 'Studio not found');
      const changes: { idVerificationPath?: string; documentVerificationPath?: string } = {};
      if (files.idVerification) changes.idVerificationPath = await files.idVerification.keep('private', 'documents');
      if (files.documentVerification) changes.documentVerificationPath = await files.documentVerification.keep('private', 'documents');
      await db
        .update(table)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(table.accountId, accountId));
      if (changes.idVerificationPath && current.idVerificationPath) await deps.files.remove(current.idVerificationPath);
      if (changes.documentVerificationPath && current.documentVerificationPath) await deps.files.remove(current.documentVerificationPath);
      const idVerification = Boolean(changes.idVerificationPath ?? current.idVerificationPath);
      const documentVerification = Boolean(changes.documentVerificationPath ?? current.documentVerificationPath);
      return { idVerification, documentVerification, documentsUploaded: idVerification && documentVerification };
    },
  };
}
