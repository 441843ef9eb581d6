/** Typed calls of items' translations (docs/domain.md#videos: a title and description per language). */
import { post } from '@/lib/http';
import type { TranslationBody } from '@/shared/schemas/assets';
import type { TranslatedItem, TranslatedKind } from './slice';

export const apiTranslateItem = (kind: TranslatedKind, id: string, body: TranslationBody) =>
  post<TranslatedItem>(`/user/performer-assets/${kind}/${encodeURIComponent(id)}/translations`, body);
