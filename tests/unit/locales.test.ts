/**
 * Every key is present and translated in every locale, and every key the code asks
 * for exists. A missing or untranslated key fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, NAMESPACES } from '@/shared/constants';

const root = path.join(__dirname, '../../locales');
const load = (lng: string, ns: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, lng, `${ns}.json`), 'utf8'));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (dict: Record<string, string>) => new Set(Object.keys(dict).map((k) => k.replace(PLURAL_SUFFIX, '')));

/** Words that are the same in many languages (brand, loanwords, codes). */
const SAME_EVERYWHERE =
  /^(Camlive|Live|Online|Offline|Home|Contact|Cosplay|E-mail|Tokens?|OK|\{\{value\}\} tokens(\/min)?|[A-Z]{2,5}|.{0,3})$/i;

describe.each(NAMESPACES)('namespace %s', (ns) => {
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

  it('exist in English in some namespace', () => {
    const all = new Set(NAMESPACES.flatMap((ns) => [...baseKeys(load('en', ns))]));
    const missing: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      // Literal keys only: t('some.key'), or a page's titledPage('some.key', …); keys built at run time are checked by their
      // prefixes' tests.
      for (const match of source.matchAll(/\b(?:t|titledPage)\(\s*'([a-zA-Z][\w.-]*\.[\w.-]+)'/g)) {
        if (!all.has(match[1])) missing.push(`${path.relative(process.cwd(), file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
