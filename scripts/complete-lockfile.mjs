// Completes package-lock.json with entries for optional platform packages (macOS,
// Windows, other CPUs) that the package registry mirror used here does not serve.
// Without them `npm ci` refuses the lock as out of sync; with them it skips those
// packages on Linux as usual. Run after every `npm install`: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const OSES = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPUS = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm'];

const wanted = new Map();
for (const entry of Object.values(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!packages[`node_modules/${name}`]) wanted.set(name, spec);
  }
}

let added = 0;
for (const [name, spec] of [...wanted].sort()) {
  const base = name.split('/').pop();
  const os = OSES.find((o) => base.includes(o));
  const cpu = CPUS.find((c) => new RegExp(`-${c}(-|$)`).test(base));
  if (!os || !cpu || (os === 'linux' && cpu === 'x64')) continue;
  const entry = { version: spec.replace(/^[\^~=]/, ''), cpu: [cpu], optional: true, os: [os] };
  if (base.includes('musl')) entry.libc = ['musl'];
  else if (os === 'linux' && base.includes('gnu')) entry.libc = ['glibc'];
  packages[`node_modules/${name}`] = entry;
  added += 1;
}

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
