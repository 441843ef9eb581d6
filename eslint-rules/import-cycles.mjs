// ESLint rule `local/no-import-cycles`: no part of the code may import, directly or
// through others, a part that imports it back. A part is a browser feature
// (src/features/<name>), a server module (src/server/modules/<name>) or a file of the
// realtime server (src/server/realtime/<file>); imports inside one part are free. Type
// imports count too: a cycle of types is still two parts that cannot be understood,
// moved or tested one without the other.
//
// The graph of the parts is read once per lint run from the source files, with the same
// two ways of naming a file the code uses ('@/…' for src/…, and relative paths).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SRC = join(ROOT, 'src');
const SCANNED = ['src/features', 'src/server/modules', 'src/server/realtime'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

/** The part a file (or an import's target, without its extension) belongs to, or null. */
export function partOf(file) {
  const path = relative(ROOT, file).replace(/\\/g, '/');
  const match =
    path.match(/^src\/(features\/[^/]+)\//) ??
    path.match(/^src\/(server\/modules\/[^/]+)\//) ??
    path.match(/^src\/(server\/realtime\/[^/.]+)/);
  return match ? match[1] : null;
}

export function targetOf(spec, fromFile) {
  if (spec.startsWith('@/')) return join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return resolve(dirname(fromFile), spec);
  return null;
}

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** part → Map(imported part → one file that imports it), from the files on disk. */
export function readGraph(root = ROOT) {
  const graph = new Map();
  for (const dir of SCANNED) {
    let files = [];
    try {
      files = sourceFiles(join(root, dir));
    } catch {
      continue;
    }
    for (const file of files) {
      const from = partOf(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = targetOf(spec, file);
        const to = target && partOf(target);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        if (!graph.get(from).has(to)) graph.get(from).set(to, relative(root, file));
      }
    }
  }
  return graph;
}

/** The parts from `start` to `goal` along imports (start and goal included), or null. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const part = queue.shift();
    if (part === goal) {
      const path = [];
      for (let at = goal; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(part)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, part);
        queue.push(next);
      }
    }
  }
  return null;
}

let cached = null;

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Parts of the code (features, server modules, realtime files) must not import each other in a circle.' },
    schema: [],
    messages: {
      cycle: '{{from}} imports {{to}}, which imports it back ({{path}}). Move what both need into a part below them.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = partOf(file);
    if (!from) return {};
    cached ??= readGraph();
    const check = (node) => {
      const target = targetOf(String(node.source.value), file);
      const to = target && partOf(target);
      if (!to || to === from) return;
      const back = pathBetween(cached, to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
