/**
 * Messages put into the reader's language (docs/domain.md#machine-translation): per
 * message, the translation on its way, shown, hidden again, or refused with the
 * server's reason. Kept for the visit, so reopening a conversation shows them again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MessageTranslationState {
  status: 'translating' | 'translated' | 'failed';
  /** The language it was asked in (the page's). */
  locale: string;
  /** The message's language as the reader named it; null: the writer's, as the site knows it. */
  from: string | null;
  text: string | null;
  error: string | null;
  /** The reader chose to see the original again. */
  hidden: boolean;
}

export interface MessageTranslationsState {
  byMessage: Record<string, MessageTranslationState>;
}

export const initialMessageTranslationsState: MessageTranslationsState = { byMessage: {} };

const messageTranslationsSlice = createSlice({
  name: 'messageTranslations',
  initialState: initialMessageTranslationsState,
  reducers: {
    /** payload: the message, the reader's language and, when the reader names it, the message's. */
    translateMessage(state, action: PayloadAction<{ messageId: string; locale: string; from?: string }>) {
      const { messageId, locale, from } = action.payload;
      state.byMessage[messageId] = { status: 'translating', locale, from: from ?? null, text: null, error: null, hidden: false };
    },
    /** payload: the message and its translation. */
    messageTranslated(state, action: PayloadAction<{ messageId: string; text: string }>) {
      const entry = state.byMessage[action.payload.messageId];
      if (!entry) return;
      entry.status = 'translated';
      entry.text = action.payload.text;
    },
    /** payload: the message and the server's reason. */
    translateMessageFail(state, action: PayloadAction<{ messageId: string; error: string }>) {
      const entry = state.byMessage[action.payload.messageId];
      if (!entry) return;
      entry.status = 'failed';
      entry.error = action.payload.error;
    },
    /** payload: the message whose translation is hidden or shown again. */
    messageTranslationToggled(state, action: PayloadAction<string>) {
      const entry = state.byMessage[action.payload];
      if (entry?.status === 'translated') entry.hidden = !entry.hidden;
    },
  },
});

export const { translateMessage, messageTranslated, translateMessageFail, messageTranslationToggled } = messageTranslationsSlice.actions;
export default messageTranslationsSlice.reducer;

type WithMessageTranslations = { messageTranslations: MessageTranslationsState };
export const selectMessageTranslation = (state: WithMessageTranslations, messageId: string): MessageTranslationState | undefined =>
  state.messageTranslations.byMessage[messageId];
