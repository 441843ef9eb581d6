/**
 * Short messages at the top of the page. Sagas call these; the texts are translated
 * with the active language (keys are the English texts of the spec where it has one).
 */
import { message } from 'antd';
import { i18n } from 'next-i18next/pages';

const translate = (text: string) => (i18n ? i18n.t(text, { ns: 'common', defaultValue: text }) : text);

export const toast = {
  success: (text: string) => void message.success(translate(text)),
  error: (text: string) => void message.error(translate(text)),
  info: (text: string) => void message.info(translate(text)),
};
