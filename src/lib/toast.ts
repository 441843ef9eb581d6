/**
 * Short messages at the top of the page. Sagas call these; the texts are translated
 * with the active language: by default a key of the `common` namespace whose English
 * text is the key itself; `options` name another namespace and the values to fill in.
 */
import { message } from 'antd';
import { i18n } from 'next-i18next/pages';

export interface ToastOptions {
  ns?: string;
  [value: string]: unknown;
}

const translate = (text: string, options?: ToastOptions) =>
  i18n ? String(i18n.t(text, { ns: 'common', defaultValue: text, ...options })) : text;

export const toast = {
  success: (text: string, options?: ToastOptions) => void message.success(translate(text, options)),
  error: (text: string, options?: ToastOptions) => void message.error(translate(text, options)),
  info: (text: string, options?: ToastOptions) => void message.info(translate(text, options)),
};
