/** Typed calls of the performer's own profile settings (all role performer). */
import { get, post, put, upload } from '@/lib/http';
import type {
  BioTranslationBody,
  BioTranslationResult,
  BroadcastSettings,
  DefaultPriceBody,
  PerformerProfileFields,
} from '@/shared/schemas/performers';
import type { CurrentPerformer, DocumentsResult, PerformerUpdateBody, ReleaseFormResult } from '@/shared/schemas/profile';
import type { Language } from '@/shared/schemas/reference';
import type { WorkingHours } from './working-hours';

/** What the details form sends of the PUT /performers body: the profile details, with the account's country and timezone. */
export type PerformerDetailsBody = PerformerProfileFields & Pick<PerformerUpdateBody, 'country' | 'timezone'>;

export const apiUpdatePerformerDetails = (body: PerformerDetailsBody) => put<CurrentPerformer>('/performers', body);

/** The week as stored. */
export const apiUpdateWorkingHours = (body: WorkingHours) => post<WorkingHours>('/performers/working-hours/update', body);

export const apiUpdateDefaultPrice = (body: DefaultPriceBody) => post<DefaultPriceBody>('/performers/default-price/update', body);

/** Every stored setting, not only the ones sent. */
export const apiUpdateBroadcastSettings = (body: BroadcastSettings) =>
  post<BroadcastSettings>('/performers/broadcast-setting/update', body);

export const apiSaveBioTranslation = (performerId: string, body: BioTranslationBody) =>
  post<BioTranslationResult>(`/performers/${encodeURIComponent(performerId)}/translations`, body);

/** multipart: idVerification and documentVerification. */
export const apiUploadDocuments = (form: FormData) => upload<DocumentsResult>('/performers/documents/upload', form);

export function apiUploadReleaseForm(file: File) {
  const form = new FormData();
  form.append('releaseForm', file, file.name);
  return upload<ReleaseFormResult>('/performers/release-form/upload', form);
}

export const apiGetLanguages = (locale: string) => get<Language[]>('/languages/list', { locale });
