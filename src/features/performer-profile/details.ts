/**
 * The profile details form's values and the PUT /performers body made from them:
 * only fields that changed are sent, a cleared choice is sent as null.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { lookCode, type PerformerLookCode } from '@/shared/constants';
import type { PerformerDetailsBody } from './api';
import type { PerformerWithProfile } from './slice';

export interface DetailsValues {
  bio: string;
  heightInches: number | null;
  weightLbs: number | null;
  hair: PerformerLookCode<'hair'> | null;
  eyes: PerformerLookCode<'eyes'> | null;
  ethnicity: PerformerLookCode<'ethnicity'> | null;
  bodyType: PerformerLookCode<'bodyType'> | null;
  dateOfBirth: Dayjs | null;
  languages: string[];
  tags: string[];
  categoryIds: string[];
}

const DATE = 'YYYY-MM-DD';

/** The performer's details as form values. */
export function detailsValues(performer: PerformerWithProfile): DetailsValues {
  // A timestamp would shift the day in zones west of UTC: only the date part counts.
  const birth = performer.dateOfBirth ? dayjs(performer.dateOfBirth.slice(0, 10)) : null;
  return {
    bio: performer.bio ?? '',
    heightInches: performer.heightInches ?? null,
    weightLbs: performer.weightLbs ?? null,
    hair: lookCode('hair', performer.hair),
    eyes: lookCode('eyes', performer.eyes),
    ethnicity: lookCode('ethnicity', performer.ethnicity),
    bodyType: lookCode('bodyType', performer.bodyType),
    dateOfBirth: birth?.isValid() ? birth : null,
    languages: performer.languages ?? [],
    tags: performer.tags ?? [],
    categoryIds: performer.categoryIds ?? [],
  };
}

/** Trimmed, without empty or repeated tags (the API refuses empty ones). */
export const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

/** Form values as the API takes them; a cleared select (undefined) becomes null. */
function bodyOf(values: Partial<DetailsValues>): Required<Omit<PerformerDetailsBody, 'country' | 'timezone'>> {
  return {
    bio: (values.bio ?? '').trim(),
    heightInches: values.heightInches ?? null,
    weightLbs: values.weightLbs ?? null,
    hair: values.hair ?? null,
    eyes: values.eyes ?? null,
    ethnicity: values.ethnicity ?? null,
    bodyType: values.bodyType ?? null,
    dateOfBirth: values.dateOfBirth ? values.dateOfBirth.format(DATE) : null,
    languages: values.languages ?? [],
    tags: cleanTags(values.tags ?? []),
    categoryIds: values.categoryIds ?? [],
  };
}

/** The fields whose value differs from the performer's. */
export function detailsChanges(performer: PerformerWithProfile, values: Partial<DetailsValues>): PerformerDetailsBody {
  const before = bodyOf(detailsValues(performer));
  const after = bodyOf(values);
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(after) as (keyof typeof after)[]) {
    if (JSON.stringify(after[field]) !== JSON.stringify(before[field])) changes[field] = after[field];
  }
  return changes as PerformerDetailsBody;
}
