const { i18n } = require('./next-i18next.config');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Rendered pages are private and never stored, so an ETag (a hash of the whole page) would only cost time.
  generateEtags: false,
  i18n,
  // antd's server-side style extraction only works when cssinjs is compiled with the app.
  transpilePackages: ['@ant-design/cssinjs'],
  // Type-checking is part of `npm test` (tsc --noEmit); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  env: {
    NEXT_PUBLIC_API_ENDPOINT: process.env.NEXT_PUBLIC_API_ENDPOINT || '/api',
  },
};
