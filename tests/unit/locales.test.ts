/**
 * Every key is present and translated in every locale, and every key the code asks
 * for exists. A missing or untranslated key fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_NAMESPACE,
  ADMIN_NAMESPACE,
  LIVE_NAMESPACE,
  LOCALES,
  MAIL_NAMESPACE,
  NAMESPACES,
  PERFORMER_LOOKS,
} from '@/shared/constants';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/shared/audit';
import { titledPageNamespaces } from '../support/translation-calls';

const ALL_NAMESPACES = [...NAMESPACES, ACCOUNT_NAMESPACE, ADMIN_NAMESPACE, LIVE_NAMESPACE, MAIL_NAMESPACE];

const root = path.join(__dirname, '../../locales');
const load = (lng: string, ns: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, lng, `${ns}.json`), 'utf8'));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (dict: Record<string, string>) => new Set(Object.keys(dict).map((k) => k.replace(PLURAL_SUFFIX, '')));

/** Words that are the same in many languages (brand, loanwords, codes). */
const SAME_EVERYWHERE =
  /^(Camlive|Live|Online|Offline|Home|Contact|Cosplay|E-mail|Tokens?|OK|\{\{value\}\} tokens(\/min)?|[A-Z]{2,5}|.{0,3})$/i;

describe.each(ALL_NAMESPACES)('namespace %s', (ns) => {
  const english = load('en', ns);

  it.each(LOCALES)('%s has exactly the keys of en', (lng) => {
    expect([...baseKeys(load(lng, ns))].sort()).toEqual([...baseKeys(english)].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is really translated', (lng) => {
    const dict = load(lng, ns);
    const untranslated = Object.entries(dict).filter(([key, value]) => english[key] === value && !SAME_EVERYWHERE.test(value));
    // A few words may legitimately match English; whole sentences may not.
    expect(untranslated.filter(([, v]) => v.split(' ').length > 2)).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every placeholder', (lng) => {
    const dict = load(lng, ns);
    for (const [key, value] of Object.entries(english)) {
      const placeholders = value.match(/\{\{\w+\}\}/g) ?? [];
      const translated =
        dict[key] ?? Object.entries(dict).find(([k]) => k.replace(PLURAL_SUFFIX, '') === key.replace(PLURAL_SUFFIX, ''))?.[1] ?? '';
      for (const placeholder of placeholders) expect(`${key}: ${translated}`).toContain(placeholder);
    }
  });
});

describe('keys used in the code', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(__dirname, '../../pages'));
  walk(path.join(__dirname, '../../src/components'));
  walk(path.join(__dirname, '../../src/features'));

  /**
   * The namespaces a file's `t` reads: the first one each `useTranslation` call names
   * (react-i18next's `t` looks in that one only, unless a call says `{ ns }`), and
   * `titledPage`'s (`pages` unless given); null when the file names none (its `t`
   * comes from a caller).
   */
  const namespacesOf = (source: string): string[] | null => {
    const named = [...source.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'/g)].map((m) => m[1]);
    named.push(...titledPageNamespaces(source));
    return named.length ? [...new Set(named)] : null;
  };
  /** A call's own `{ ns: '…' }`, right after its key. */
  const OWN_NAMESPACE = String.raw`(?:\s*,\s*\{[^}]*?\bns:\s*'([\w-]+)')?`;

  it('exist in English in the namespace the call reads', () => {
    const english = Object.fromEntries(ALL_NAMESPACES.map((ns) => [ns, [...baseKeys(load('en', ns))]]));
    const missing: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const fileNamespaces = namespacesOf(source) ?? [...ALL_NAMESPACES];
      const check = (key: string, own: string | undefined, found: (keys: string[]) => boolean) => {
        const namespaces = own ? [own] : fileNamespaces;
        if (!namespaces.some((ns) => found(english[ns] ?? [])))
          missing.push(`${path.relative(process.cwd(), file)}: ${key} (not in ${namespaces.join(', ')})`);
      };
      // Literal keys: t('some.key'), or a page's titledPage('some.key', …).
      for (const m of source.matchAll(new RegExp(String.raw`\b(?:t|titledPage)\(\s*'([a-zA-Z][\w.-]*\.[\w.-]+)'` + OWN_NAMESPACE, 'g')))
        check(m[1], m[2], (keys) => keys.includes(m[1]));
      // Keys built at run time from a literal prefix: t(`some.prefix.${value}`) needs a key with that prefix.
      for (const m of source.matchAll(new RegExp(String.raw`\bt\(\s*\x60([a-zA-Z][\w.-]*\.)\$\{[^\x60]*\x60` + OWN_NAMESPACE, 'g')))
        check(`${m[1]}…`, m[2], (keys) => keys.some((key) => key.startsWith(m[1])));
    }
    expect(missing).toEqual([]);
  });
});

describe('keys the code builds from a list', () => {
  it('name every audit action and target', () => {
    const admin = load('en', ADMIN_NAMESPACE);
    const keys = [
      ...AUDIT_ACTIONS.map((action) => `admin.audit.actions.${action}`),
      ...AUDIT_TARGETS.map((target) => `admin.audit.targets.${target}`),
    ];
    expect(keys.filter((key) => !(key in admin))).toEqual([]);
  });

  it('name every appearance code of a performer', () => {
    const components = load('en', 'components');
    const keys = Object.entries(PERFORMER_LOOKS).flatMap(([field, codes]) => codes.map((code) => `profile.${field}.${code}`));
    expect(keys.filter((key) => !(key in components))).toEqual([]);
  });
});
