import type { UserConfig } from 'next-i18next/pages';

declare const config: UserConfig;
export = config;
