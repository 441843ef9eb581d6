/**
 * Machine translation (docs/domain.md#machine-translation): a message into its reader's
 * language, kept per message and language so that the engine translates it once; and an
 * administrator's menus and content pages into the site's other languages, answered for
 * review and saved by nothing here (the administrator saves them with the item).
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversationParticipants, messages, messageTranslations } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import { translatorOf, TRANSLATION_TEXTS, unsupportedPair, type Translator } from '../../translation/engine';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import type {
  ContentTranslationBody,
  ContentTranslationResult,
  MenuTranslationBody,
  MenuTranslationResult,
  MessageTranslation,
  MessageTranslationBody,
} from '@/shared/schemas/translations';

export const MESSAGE_TRANSLATION_TEXTS = {
  notFound: 'Message not found',
  notYours: 'You can only translate the messages of your own conversations',
  targetIsSource: 'Choose languages other than the one translated from',
} as const;

const asLocale = (value: string | null | undefined): Locale | undefined => LOCALES.find((locale) => locale === value);

/** The languages to fill: those asked (else every other one), never the source. */
function targetsOf(from: Locale, to: Locale[] | undefined): Locale[] {
  if (to?.includes(from)) throw new HttpError(400, MESSAGE_TRANSLATION_TEXTS.targetIsSource);
  return to ?? LOCALES.filter((locale) => locale !== from);
}

/**
 * Each language of `targets` the engine can do, translated by `translateInto`; those it
 * cannot are listed apart. When it can do none, the answer is the 422 of a pair it cannot do.
 */
async function forEachTarget<T>(
  translator: Translator,
  from: Locale,
  targets: Locale[],
  translateInto: (to: Locale) => Promise<T>,
): Promise<{ from: Locale; translations: Record<string, T>; unsupported: Locale[] }> {
  const translations: Record<string, T> = {};
  const unsupported: Locale[] = [];
  for (const to of targets) {
    if (await translator.supports(from, to)) translations[to] = await translateInto(to);
    else unsupported.push(to);
  }
  if (unsupported.length === targets.length) throw unsupportedPair();
  return { from, translations, unsupported };
}

export function createTranslationService(deps: Deps) {
  const { db } = deps.database;
  // Read at each call: the engine is the deployment's, and a test may switch it off. Asked for
  // after the request's own checks, so that whoever may not translate hears that first.
  const translator = () => translatorOf(deps.config.translate);
  const sender = alias(accounts, 'sender');
  const reader = alias(accounts, 'reader');

  return {
    /**
     * POST /messages/{id}/translations: the message in the reader's language. Only the
     * parties of its conversation may ask; a deleted message has nothing to translate.
     */
    async translateMessage(asker: AuthAccount, messageId: string, body: MessageTranslationBody): Promise<MessageTranslation> {
      const [row] = await db
        .select({
          text: messages.text,
          isDeleted: messages.isDeleted,
          senderLocale: sender.locale,
          readerLocale: reader.locale,
          party: conversationParticipants.accountId,
        })
        .from(messages)
        .innerJoin(reader, eq(reader.id, asker.id))
        .leftJoin(sender, eq(sender.id, messages.senderId))
        .leftJoin(
          conversationParticipants,
          and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.accountId, asker.id)),
        )
        .where(eq(messages.id, messageId));
      if (!row) throw notFound(MESSAGE_TRANSLATION_TEXTS.notFound);
      if (!row.party) throw forbidden(MESSAGE_TRANSLATION_TEXTS.notYours);
      if (row.isDeleted) throw conflict(MSG.messageDeleted);
      const engine = translator();

      const locale = body.locale ?? asLocale(row.readerLocale) ?? DEFAULT_LOCALE;
      const from = body.from ?? asLocale(row.senderLocale) ?? DEFAULT_LOCALE;
      if (locale === from) throw new HttpError(422, TRANSLATION_TEXTS.sameLanguage);

      const [kept] = await db
        .select({ text: messageTranslations.text, sourceLocale: messageTranslations.sourceLocale })
        .from(messageTranslations)
        .where(and(eq(messageTranslations.messageId, messageId), eq(messageTranslations.locale, locale)));
      if (kept && kept.sourceLocale === from) return { messageId, locale, from, text: kept.text, cached: true };

      const [text] = await engine.translate([row.text], from, locale, 'text');
      await db
        .insert(messageTranslations)
        .values({ messageId, locale, sourceLocale: from, text, engine: engine.engine })
        .onConflictDoUpdate({
          target: [messageTranslations.messageId, messageTranslations.locale],
          set: { sourceLocale: from, text, engine: engine.engine, createdAt: sql`now()` },
        });
      return { messageId, locale, from, text, cached: false };
    },

    /** POST /i18n/translate/footer/menus: menu titles (plain text) into the other languages, for review. */
    async translateMenus(body: MenuTranslationBody): Promise<MenuTranslationResult> {
      const engine = translator();
      const keys = Object.keys(body.texts);
      const texts = keys.map((key) => body.texts[key]);
      return forEachTarget(engine, body.from, targetsOf(body.from, body.to), async (to) => {
        const out = await engine.translate(texts, body.from, to, 'text');
        return Object.fromEntries(keys.map((key, i) => [key, out[i]]));
      });
    },

    /** POST /i18n/translate/content: a content page's title and body (plain text, its paragraphs kept) into the other languages, for review. */
    async translateContent(body: ContentTranslationBody): Promise<ContentTranslationResult> {
      const engine = translator();
      return forEachTarget(engine, body.from, targetsOf(body.from, body.to), async (to) => {
        const [title, content] = await engine.translate([body.title, body.content], body.from, to, 'text');
        return { title, content };
      });
    },
  };
}
