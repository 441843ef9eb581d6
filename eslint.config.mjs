// Lint for the whole project: TypeScript rules, React hooks rules and Next's own, and the
// architecture: which part of the code may import which (docs/architecture.md).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import local from './eslint-rules/import-cycles.mjs';

const MOMENT_IMPORTS = [
  { name: 'moment-timezone', message: "Import moment from '@/lib/moment': it carries only the zone the product shows." },
  { name: 'moment', message: "Import moment from '@/lib/moment'." },
];

// Each group names a part both ways the code can name a file in it: by its '@/…' alias and
// by a relative path that climbs into it ('../../features/tips/slice' from src/lib). The
// relative patterns are gitignore-style, so they match a folder of that name at any depth:
// they are used only where the part's own files have no folder of that name.

// Browser code takes only types from the schemas: a value would bring TypeBox and the
// schemas into the page's scripts. Values both sides need live in src/shared/constants.ts.
const SCHEMA_VALUES = {
  group: ['@/shared/schemas/*', '**/shared/schemas/**'],
  allowTypeImports: true,
  message: 'Browser code imports only types from the schemas; put shared values in @/shared/constants.',
};
const SERVER = { group: ['@/server/*', '**/server/**'], message: 'Nothing in the browser bundle imports the server.' };
const COMPONENTS_MESSAGE = 'src/components is the app shell (layouts, header): it imports features, not the other way round.';
const COMPONENTS = { group: ['@/components/*', '**/components/**'], message: COMPONENTS_MESSAGE };
// A feature has a components folder of its own ('./components/…' from the feature's root,
// '../components/…' from its hooks, '../../other/components/…' from another feature's
// components): the app shell is the components folder two or more levels up.
const FEATURE_COMPONENTS = [
  { group: ['@/components/*'], message: COMPONENTS_MESSAGE },
  { regex: '^(\\.\\./){2,}components(/|$)', message: COMPONENTS_MESSAGE },
];
const STORE = {
  group: ['@/store/*', '**/store/**', '!**/store/hooks'],
  message: 'Features use the store through @/store/hooks only; the store lists the features.',
};
const BELOW_FEATURES = 'This part sits below the features and must not import them.';
const FEATURES = { group: ['@/features/*', '**/features/**'], message: BELOW_FEATURES };
const BROWSER = {
  group: [
    ...['@/features/*', '@/components/*', '@/lib/*', '@/store/*'],
    ...['**/features/**', '**/components/**', '**/lib/**', '**/store/**'],
  ],
  message: 'The server imports src/shared only, never browser code.',
};
const ABOVE_SHARED = {
  group: [
    ...['@/features/*', '@/components/*', '@/lib/*', '@/store/*', '@/server/*'],
    ...['**/features/**', '**/components/**', '**/lib/**', '**/store/**', '**/server/**'],
  ],
  message: 'src/shared is the bottom layer: both sides import it, it imports neither.',
};

// A feature's sagas (and through them its API calls) load with its first action
// (src/store/lazy-sagas.ts); imported by a component or a page they would be in the page's script.
const SAGAS = {
  regex: '(^|/)sagas$',
  message: "Sagas load lazily with their feature's first action: put what a component needs beside the slice.",
};

/** The import restrictions of one part of the code: moment's rule everywhere, plus `patterns`. */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { paths: MOMENT_IMPORTS, patterns }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'data/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'src/server/db/migrations/',
      'tests/.tmp/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin, local },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: MOMENT_IMPORTS }],
      'local/no-import-cycles': 'error',
    },
  },
  // The directions: pages → components (the app shell) → features → lib → shared, with the
  // store beside the features; the server → shared. Each block names what its part may not import.
  { files: ['pages/**/*.tsx'], rules: restrict(SCHEMA_VALUES, SERVER, SAGAS) },
  { files: ['src/components/**/*.{ts,tsx}'], rules: restrict(SCHEMA_VALUES, SERVER, SAGAS) },
  { files: ['src/features/**/*.{ts,tsx}'], rules: restrict(SCHEMA_VALUES, SERVER, ...FEATURE_COMPONENTS, STORE) },
  {
    files: ['src/features/*/components/**/*.{ts,tsx}'],
    rules: restrict(SCHEMA_VALUES, SERVER, ...FEATURE_COMPONENTS, STORE, SAGAS),
  },
  // The settings forms validate with the server's own schemas.
  { files: ['src/features/admin-settings/**/*.{ts,tsx}'], rules: restrict(SERVER, ...FEATURE_COMPONENTS, STORE) },
  {
    files: ['src/features/admin-settings/components/**/*.{ts,tsx}'],
    rules: restrict(SERVER, ...FEATURE_COMPONENTS, STORE, SAGAS),
  },
  { files: ['src/store/**/*.{ts,tsx}'], rules: restrict(SCHEMA_VALUES, SERVER, COMPONENTS) },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: restrict(SCHEMA_VALUES, SERVER, COMPONENTS, FEATURES, { group: ['@/store/*', '**/store/**'], message: BELOW_FEATURES }),
  },
  { files: ['src/shared/**/*.ts'], rules: restrict(ABOVE_SHARED) },
  { files: ['src/server/**/*.ts'], rules: restrict(BROWSER) },
  {
    // Tests compare the product's zone data with the whole database and reach every part.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
