// Locales of the marketplace. Dutch is the default; the URL prefix (/en/...) or the
// language switch (which also writes the NEXT_LOCALE cookie) selects another.
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'nl',
    locales: ['nl', 'en', 'es', 'pt-BR', 'ru', 'pl', 'ro'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // Every page loads the first four (NAMESPACES); `account` the account area's and the
  // sign-in pages, `admin` the administration's, `live` the pages that show a stream, a show
  // or messages (pageNamespaces in src/lib/page.ts). `mail` is the server's alone.
  ns: ['common', 'pages', 'components', 'navigation', 'account', 'admin', 'live'],
  fallbackLng: false,
  // Keys are flat: 'header.login' is one key, and English sentences (server messages,
  // the product's fixed texts) can be keys themselves.
  keySeparator: false,
  nsSeparator: false,
  // Resolved from the working directory (the project root: npm start runs there); the
  // browser never reads translation files from disk.
  localePath: typeof window === 'undefined' ? require('path').resolve('./locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
