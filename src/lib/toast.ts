/**
 * Short messages at the top of the page. Sagas call these; the texts are translated
 * with the active language: by default a key of the `common` namespace whose English
 * text is the key itself; `options` name another namespace and the values to fill in.
 *
 * antd's message code (with its notification list and motion) loads with the first
 * message shown, not with every page that might show one; a message waits for it the
 * moment it takes. Should the script not load, the next message asks for it again.
 */
import { createElement } from 'react';
import { i18n } from 'next-i18next/pages';
import type message from 'antd/es/message';
import type { ThemeColors } from '@/lib/theme';

export interface ToastOptions {
  ns?: string;
  [value: string]: unknown;
}

export type MessageKind = 'success' | 'error' | 'info';
type Messages = typeof message;

let messages: Promise<Messages> | null = null;

/** The site's colours as the page's CSS variables hold them (the app shell writes them from the settings). */
function pageColours(): ThemeColors {
  const root = getComputedStyle(document.documentElement);
  const colour = (name: string) => root.getPropertyValue(name).trim() || undefined;
  return { primaryColor: colour('--color-primary'), successColor: colour('--color-success') };
}

/**
 * antd's message code, given the site's theme: the messages are drawn outside the page's
 * tree, so without the page's antd theme (and a page without antd has none).
 */
async function loadMessages(): Promise<Messages> {
  const [{ default: loaded }, { default: ConfigProvider }, { makeTheme }] = await Promise.all([
    import('antd/es/message'),
    import('antd/es/config-provider'),
    import('./antd-theme'),
  ]);
  const theme = makeTheme(pageColours());
  ConfigProvider.config({ holderRender: (children) => createElement(ConfigProvider, { theme }, children) });
  return loaded;
}

const translate = (text: string, options?: ToastOptions) =>
  i18n ? String(i18n.t(text, { ns: 'common', defaultValue: text, ...options })) : text;

/** Shows `text` as it is, already in the visitor's language. */
export function showMessage(kind: MessageKind, text: string): void {
  messages ??= loadMessages();
  messages.then(
    (loaded) => void loaded[kind](text),
    () => (messages = null),
  );
}

// Translated in the language of the moment the message is asked for.
export const toast = {
  success: (text: string, options?: ToastOptions) => showMessage('success', translate(text, options)),
  error: (text: string, options?: ToastOptions) => showMessage('error', translate(text, options)),
  info: (text: string, options?: ToastOptions) => showMessage('info', translate(text, options)),
};
