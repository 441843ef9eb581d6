/** Typed call of machine translation of messages (docs/domain.md#machine-translation). */
import { post } from '@/lib/http';
import type { MessageTranslation } from '@/shared/schemas/translations';

/**
 * The message in `locale` (the reader's language), translated by the site's engine or taken from
 * what it kept; `from` names the message's language when the reader knows better than the site.
 */
export const apiTranslateMessage = (messageId: string, locale: string, from?: string) =>
  post<MessageTranslation>(`/messages/${encodeURIComponent(messageId)}/translations`, from ? { locale, from } : { locale });
