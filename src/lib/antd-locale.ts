/**
 * antd's texts (dialogs' buttons, date pickers, tables' empty state, pagination) and
 * dayjs's month and day names in the page's language. Each language's files are loaded
 * when that language is shown, so a page carries only its own.
 */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';

type Loader = () => Promise<{ antd: Locale }>;

const LOADERS: Record<string, Loader> = {
  nl: async () => {
    const [antd] = await Promise.all([import('antd/locale/nl_NL'), import('dayjs/locale/nl')]);
    return { antd: antd.default };
  },
  en: async () => {
    const [antd] = await Promise.all([import('antd/locale/en_US'), import('dayjs/locale/en')]);
    return { antd: antd.default };
  },
  es: async () => {
    const [antd] = await Promise.all([import('antd/locale/es_ES'), import('dayjs/locale/es')]);
    return { antd: antd.default };
  },
  'pt-BR': async () => {
    const [antd] = await Promise.all([import('antd/locale/pt_BR'), import('dayjs/locale/pt-br')]);
    return { antd: antd.default };
  },
  ru: async () => {
    const [antd] = await Promise.all([import('antd/locale/ru_RU'), import('dayjs/locale/ru')]);
    return { antd: antd.default };
  },
  pl: async () => {
    const [antd] = await Promise.all([import('antd/locale/pl_PL'), import('dayjs/locale/pl')]);
    return { antd: antd.default };
  },
  ro: async () => {
    const [antd] = await Promise.all([import('antd/locale/ro_RO'), import('dayjs/locale/ro')]);
    return { antd: antd.default };
  },
};

/** dayjs's name of a language of the site. */
const dayjsName = (language: string) => language.toLowerCase();

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
      dayjs.locale(dayjsName(language));
      setLoaded({ language, locale: antd });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : enUS;
}
