/** Typed calls of the performer's own profile settings (all role performer). */
import type { Static } from '@sinclair/typebox';
import { del, get, post, put, upload } from '@/lib/http';
import type {
  BioTranslationBody,
  Blocking,
  BlockingUpdateBody,
  BroadcastSettings,
  DefaultPriceBody,
  PerformerProfileFields,
} from '@/shared/schemas/performers';
import type { CurrentPerformer } from '@/shared/schemas/profile';
import type { Country, Language } from '@/shared/schemas/reference';
import type { UserSearchResult } from '@/shared/schemas/users';
import type { WorkingHours } from './working-hours';

/** PUT /performers body: the profile details, plus the common fields the API also takes. */
export type PerformerDetailsBody = Static<typeof PerformerProfileFields> & { country?: string; timezone?: string };
export type DefaultPrices = Static<typeof DefaultPriceBody>;
export type BioTranslation = Static<typeof BioTranslationBody>;
export type BlockingUpdate = Static<typeof BlockingUpdateBody>;

export const apiUpdatePerformerDetails = (body: PerformerDetailsBody) => put<CurrentPerformer>('/performers', body);

/** The answers of the routes below are typed loosely; sagas accept a CurrentPerformer or anything else. */
export const apiUpdateWorkingHours = (body: WorkingHours) => post<unknown>('/performers/working-hours/update', body);

export const apiUpdateDefaultPrice = (body: DefaultPrices) => post<unknown>('/performers/default-price/update', body);

export const apiUpdateBroadcastSettings = (body: BroadcastSettings) => post<unknown>('/performers/broadcast-setting/update', body);

export const apiSaveBioTranslation = (performerId: string, body: BioTranslation) =>
  post<unknown>(`/performers/${encodeURIComponent(performerId)}/translations`, body);

/** multipart: idVerification and documentVerification. */
export const apiUploadDocuments = (form: FormData) => upload<unknown>('/performers/documents/upload', form);

export function apiUploadReleaseForm(file: File) {
  const form = new FormData();
  form.append('releaseForm', file, file.name);
  return upload<unknown>('/performers/release-form/upload', form);
}

export const apiGetBlocking = () => get<Blocking>('/performers/blocking');

/** `countries` replaces the list; `userIds` are added to the blocked users. */
export const apiUpdateBlocking = (body: BlockingUpdate) => post<unknown>('/performers/blocking/update', body);

/** Viewer accounts whose name or username contains `q` (at least 2 characters). */
export const apiSearchUsers = (q: string) => get<UserSearchResult>('/users/search', { q, limit: 10 });

export const apiUnblockUser = (userId: string) => del<unknown>('/performers/blocking/users', { userId });

export const apiGetLanguages = (locale: string) => get<Language[]>('/languages/list', { locale });

export const apiGetCountries = (locale: string) => get<Country[]>('/countries/list', { locale });
