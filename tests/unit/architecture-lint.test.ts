/**
 * @jest-environment node
 *
 * The architecture is checked by the linter: an import against the directions (a
 * feature reaching into the app shell, the server importing browser code, the browser
 * importing the server, shared code importing a feature) or one that closes a circle
 * of parts fails `npm run lint`, whether the import names the file by its '@/…' alias or
 * by a relative path. Each case is linted as if it were a file at that place,
 * by ESLint with the project's own configuration, in a process of its own.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

interface Case {
  filePath: string;
  code: string;
}

/** The rule ids ESLint reports for each case, in order. */
function lint(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.map((m) => m.ruleId));
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

const file = (path: string) => join(ROOT, path);
const use = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;

it('fails an import against the directions and one that closes a circle, and passes the allowed ones', () => {
  const results = lint([
    // Allowed: a page uses a feature, a feature uses lib and the typed store hooks, the server uses shared.
    { filePath: file('pages/probe.tsx'), code: use('@/features/tips/slice', 'sendTip') },
    { filePath: file('src/features/tips/probe.ts'), code: use('@/lib/toast', 'toast') + use('@/store/hooks', 'useAppSelector') },
    { filePath: file('src/server/modules/tips/probe.ts'), code: use('@/shared/constants', 'LOCALES') },
    // Against the directions.
    { filePath: file('src/features/tips/probe.ts'), code: use('@/components/common/AccountEvents', 'AccountEvents') },
    { filePath: file('src/features/tips/probe.ts'), code: use('@/store/store', 'makeStore') },
    { filePath: file('src/lib/probe.ts'), code: use('@/features/tips/slice', 'sendTip') },
    { filePath: file('src/server/modules/tips/probe.ts'), code: use('@/lib/http', 'get') },
    { filePath: file('src/features/tips/probe.ts'), code: use('@/server/config', 'loadConfig') },
    { filePath: file('src/shared/probe.ts'), code: use('@/features/tips/slice', 'sendTip') },
    // A circle: tips imports account today, so account importing tips closes one.
    { filePath: file('src/features/account/probe.ts'), code: use('@/features/tips/slice', 'sendTip') },
    // Sagas load lazily: a component or a page must not import them; another feature's sagas may.
    { filePath: file('src/features/shows/components/Probe.tsx'), code: use('../sagas', 'showsSaga') },
    { filePath: file('pages/probe.tsx'), code: use('@/features/shows/sagas', 'showsSaga') },
    { filePath: file('src/features/shows/probe-sagas.ts'), code: use('@/features/account/sagas', 'accountSaga') },
  ]);
  const restricted = ['no-restricted-imports'];
  expect(results).toEqual([
    [],
    [],
    [],
    restricted,
    restricted,
    restricted,
    restricted,
    restricted,
    restricted,
    ['local/no-import-cycles'],
    restricted,
    restricted,
    [],
  ]);
});

it('fails a relative import that climbs into a part against the directions, and passes relative imports inside a part', () => {
  // Against the directions, named by a relative path.
  const against = [
    { filePath: file('src/lib/probe.ts'), code: use('../features/tips/slice', 'sendTip') },
    { filePath: file('src/lib/socket/probe.ts'), code: use('../../store/store', 'makeStore') },
    { filePath: file('src/server/modules/tips/probe.ts'), code: use('../../../lib/http', 'get') },
    { filePath: file('src/server/modules/tips/probe.ts'), code: use('../../../features/tips/slice', 'sendTip') },
    { filePath: file('src/server/realtime/probe.ts'), code: use('../../store/store', 'makeStore') },
    { filePath: file('src/features/tips/probe.ts'), code: use('../../server/config', 'loadConfig') },
    { filePath: file('src/features/tips/components/Probe.tsx'), code: use('../../../server/config', 'loadConfig') },
    { filePath: file('pages/probe.tsx'), code: use('../src/server/config', 'loadConfig') },
    { filePath: file('src/features/tips/probe.ts'), code: use('../../store/store', 'makeStore') },
    { filePath: file('src/features/tips/probe.ts'), code: use('../../components/common/AccountEvents', 'AccountEvents') },
    { filePath: file('src/features/tips/components/Probe.tsx'), code: use('../../../components/common/AccountEvents', 'AccountEvents') },
    { filePath: file('src/shared/probe.ts'), code: use('../features/tips/slice', 'sendTip') },
    { filePath: file('src/shared/schemas/probe.ts'), code: use('../../server/config', 'loadConfig') },
  ];
  // Allowed: relative imports inside the server, a feature and lib, and the store's hooks.
  const allowed = [
    { filePath: file('src/server/modules/tips/probe.ts'), code: use('../../db/schema', 'accounts') },
    { filePath: file('src/server/modules/tips/probe.ts'), code: use('../ledger/ledger', 'toMinor') },
    { filePath: file('src/features/tips/probe.ts'), code: use('./slice', 'initialTipsState') },
    { filePath: file('src/features/tips/probe.ts'), code: use('./components/TipPanel', 'TipPanel') },
    { filePath: file('src/features/tips/probe.ts'), code: use('../../store/hooks', 'useAppSelector') },
    { filePath: file('src/features/ui/hooks/probe.ts'), code: use('../components/Button', 'Button') },
    { filePath: file('src/features/tips/components/Probe.tsx'), code: use('../../ui/components/Button', 'Button') },
    { filePath: file('src/lib/socket/probe.ts'), code: use('../http', 'get') },
  ];
  const results = lint([...against, ...allowed]);
  expect(results).toEqual([...against.map(() => ['no-restricted-imports']), ...allowed.map(() => [])]);
});
