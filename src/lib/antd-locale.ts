/**
 * antd's texts (dialogs' buttons, date pickers, tables' empty state, pagination) and
 * dayjs's month and day names in the page's language. Each language's files are loaded
 * when that language is shown, so a page carries only its own.
 */
import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';

type Loader = () => Promise<{ antd: Locale }>;

/** dayjs's name of a language of the site. */
const dayjsName = (language: string) => language.toLowerCase();

/**
 * Waits for a language's antd texts and dayjs names together (dayjs's file registers
 * itself), and makes them dayjs's. dayjs itself comes with them: only antd's date
 * pickers use it, so it is not part of every page's script.
 */
const both = async (antd: Promise<{ default: Locale }>, dayjsNames: Promise<unknown>, language: string) => {
  const [texts, { default: dayjs }] = await Promise.all([antd, import('dayjs'), dayjsNames]);
  dayjs.locale(dayjsName(language));
  return { antd: texts.default };
};

// Each import is written out whole, so the bundler makes one chunk per language and loads it only when asked.
const LOADERS: Record<string, Loader> = {
  nl: () => both(import('antd/locale/nl_NL'), import('dayjs/locale/nl'), 'nl'),
  en: () => both(import('antd/locale/en_US'), import('dayjs/locale/en'), 'en'),
  es: () => both(import('antd/locale/es_ES'), import('dayjs/locale/es'), 'es'),
  'pt-BR': () => both(import('antd/locale/pt_BR'), import('dayjs/locale/pt-br'), 'pt-BR'),
  ru: () => both(import('antd/locale/ru_RU'), import('dayjs/locale/ru'), 'ru'),
  pl: () => both(import('antd/locale/pl_PL'), import('dayjs/locale/pl'), 'pl'),
  ro: () => both(import('antd/locale/ro_RO'), import('dayjs/locale/ro'), 'ro'),
};

/**
 * antd's locale for `language`: antd's English (what the server renders) until that
 * language's has loaded. Never undefined: ConfigProvider wraps its children in a locale
 * provider only when given a locale, so a locale arriving after none would mount the
 * whole page anew, losing what the visitor had typed.
 */
export function useAntdLocale(language: string): Locale {
  const [loaded, setLoaded] = useState<{ language: string; locale: Locale } | null>(null);
  useEffect(() => {
    const load = LOADERS[language];
    if (!load) return;
    let current = true;
    void load().then(({ antd }) => {
      if (!current) return;
      setLoaded({ language, locale: antd });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : enUS;
}
