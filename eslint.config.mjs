// Lint for the whole project: TypeScript rules, React hooks rules and Next's own.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';

const MOMENT_IMPORTS = [
  { name: 'moment-timezone', message: "Import moment from '@/lib/moment': it carries only the zone the product shows." },
  { name: 'moment', message: "Import moment from '@/lib/moment'." },
];

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
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: MOMENT_IMPORTS }],
    },
  },
  {
    // Browser code takes only types from the schemas: a value would bring TypeBox and the
    // schemas into the page's scripts. Values both sides need live in src/shared/constants.ts.
    // The settings forms are the exception: they validate with the server's own schemas.
    files: ['pages/**/*.tsx', 'src/{features,components,lib,store}/**/*.{ts,tsx}'],
    ignores: ['src/features/admin-settings/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MOMENT_IMPORTS,
          patterns: [
            {
              group: ['@/shared/schemas/*'],
              allowTypeImports: true,
              message: 'Browser code imports only types from the schemas; put shared values in @/shared/constants.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests compare the product's zone data with the whole database.
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
