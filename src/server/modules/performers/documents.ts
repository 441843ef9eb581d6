/**
 * The performer's documents beyond the identity documents every performer and studio
 * sends (auth/documents.ts): the signed model release, kept private.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Upload } from '../../multipart-form';
import { performers } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ReleaseFormResult } from '@/shared/schemas/profile';

export function createPerformerDocumentService(deps: Deps) {
  const { db } = deps.database;

  return {
    /** POST /performers/release-form/upload: the signed model release (PDF or picture), kept private. */
    async uploadReleaseForm(performerId: string, file: Upload | undefined): Promise<ReleaseFormResult> {
      if (!file) throw badRequest('Please attach your signed release form (releaseForm)');
      const [current] = await db
        .select({ path: performers.releaseFormPath })
        .from(performers)
        .where(eq(performers.accountId, performerId))
        .limit(1);
      if (!current) throw notFound('Performer not found');
      const path = await file.keep('private', 'release-forms');
      await db.update(performers).set({ releaseFormPath: path, updatedAt: new Date() }).where(eq(performers.accountId, performerId));
      if (current.path) await deps.files.remove(current.path);
      return { releaseFormUploaded: true };
    },
  };
}
