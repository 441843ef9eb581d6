/**
 * A real Janus (Debian package `janus`) for tests, in a network namespace of its own.
 *
 * Janus gathers no ICE candidates on loopback alone, and tests must never send media
 * to this machine's other interfaces or anywhere outside. So every run gets:
 * - a network namespace `janus-<id>` and a veth pair: `jh<id>` stays on this machine
 *   with 10.231.A.(B+1)/30, `jp<id>` moves into the namespace with 10.231.A.(B+2)/30.
 *   The namespace has no default route: Janus reaches only the host end of the pair.
 *   The /30 is chosen at random, skipped when any interface or route of the machine
 *   overlaps it, and reserved with an atomic `mkdir` so parallel runs (jest projects,
 *   worktrees) never share one;
 * - a config folder: only the videoroom plugin and the HTTP transport (bound to the
 *   namespace's address), signed tokens (`token_auth_secret`), ICE gathered on the
 *   veth end only, CORS for the app's origin;
 * - `ip netns exec <ns> janus -F <dir> -C <dir>/janus.jcfg`, ready once `info` answers.
 *
 * `stop()` kills Janus and deletes the namespace (which takes the veth pair with it);
 * a process exit runs the same clean-up, and the next start removes what a killed run
 * left behind (its owner process is gone). Needs root or CAP_NET_ADMIN + CAP_SYS_ADMIN
 * (`ip netns add` mounts). Tests skip only when `janus` is not installed
 * (`janusMissingReason()`); anything else that goes wrong fails them.
 */
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';

const SEARCH_PATH = ['/usr/bin', '/usr/local/bin', '/usr/sbin', '/bin'];
const LIB_DIRS = [
  '/usr/lib/x86_64-linux-gnu/janus',
  '/usr/lib/aarch64-linux-gnu/janus',
  '/usr/lib/janus',
  '/usr/local/lib/janus',
  '/opt/janus/lib/janus',
];
const RESERVATIONS = path.join(os.tmpdir(), 'janus-test-subnets');
const JANUS_PORT = 8088;

export interface JanusHarness {
  /** The HTTP API, e.g. http://10.231.7.6:8088/janus (reachable from this machine only). */
  url: string;
  /** Janus's address inside the namespace. */
  address: string;
  /** This machine's end of the veth pair. */
  hostAddress: string;
  /** `token_auth_secret` of janus.jcfg. */
  tokenSecret: string;
  /** The videoroom plugin's `admin_key` (rooms can be created only with it). */
  adminKey: string;
  /** The last lines Janus printed, for failure messages. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export interface StartJanusOptions {
  /** Origin allowed by Janus's CORS (the app's origin in browser tests). */
  allowOrigin?: string;
  tokenSecret?: string;
  adminKey?: string;
}

function findJanus(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...SEARCH_PATH]) {
    if (dir && existsSync(path.join(dir, 'janus'))) return path.join(dir, 'janus');
  }
  return null;
}

/** Why tests that need Janus cannot run on this machine, or null when they can. */
export function janusMissingReason(): string | null {
  if (!findJanus()) return 'janus is not installed (apt-get install -y janus): tests that need a real Janus are skipped';
  return null;
}

function libDir(): string {
  const dir = LIB_DIRS.find((candidate) => existsSync(path.join(candidate, 'plugins', 'libjanus_videoroom.so')));
  if (!dir) throw new Error(`janus is installed but its plugins were not found in ${LIB_DIRS.join(', ')}`);
  return dir;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const tryIp = (...args: string[]) => {
  try {
    ip(...args);
  } catch {
    // already gone
  }
};

const toInt = (address: string) => address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);

/** Every IPv4 prefix this machine has, as [first, last] address ranges (the default route excluded). */
function machinePrefixes(): [number, number][] {
  const ranges: [number, number][] = [];
  const add = (cidr: string) => {
    const [address, bitsText] = cidr.split('/');
    const bits = bitsText === undefined ? 32 : Number(bitsText);
    if (!/^\d+\.\d+\.\d+\.\d+$/.test(address)) return;
    const size = 2 ** (32 - bits);
    const first = Math.floor(toInt(address) / size) * size;
    ranges.push([first, first + size - 1]);
  };
  for (const line of ip('-4', '-o', 'addr', 'show').split('\n')) {
    const match = line.match(/inet (\S+)/);
    if (match) add(match[1]);
  }
  for (const line of ip('-4', 'route', 'show', 'table', 'all').split('\n')) {
    const first = line.trim().split(/\s+/)[0];
    if (!first || first === 'default') continue;
    const target = ['local', 'broadcast', 'unicast', 'multicast'].includes(first) ? line.trim().split(/\s+/)[1] : first;
    if (target && target !== 'default') add(target);
  }
  return ranges;
}

interface Reservation {
  owner: number;
  netns: string;
  hostIf: string;
  configDir: string;
  janusPid?: number;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Kills `pid` only if it is still the Janus this harness started with `configDir`. */
function killOurJanus(pid: number | undefined, configDir: string, signal: NodeJS.Signals) {
  if (!pid) return;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('janus') && cmdline.includes(configDir)) process.kill(pid, signal);
  } catch {
    // gone
  }
}

function releaseSync(slot: string, reservation: Reservation) {
  killOurJanus(reservation.janusPid, reservation.configDir, 'SIGKILL');
  tryIp('netns', 'del', reservation.netns);
  tryIp('link', 'del', reservation.hostIf);
  rmSync(reservation.configDir, { recursive: true, force: true });
  rmSync(path.join(RESERVATIONS, slot), { recursive: true, force: true });
}

/** Removes namespaces, links and folders of runs whose process is gone. */
function removeLeftovers() {
  if (!existsSync(RESERVATIONS)) return;
  for (const slot of readdirSync(RESERVATIONS)) {
    try {
      const reservation = JSON.parse(readFileSync(path.join(RESERVATIONS, slot, 'owner.json'), 'utf8')) as Reservation;
      if (!alive(reservation.owner)) releaseSync(slot, reservation);
    } catch {
      // Being written by a starting run, or unreadable: leave it.
    }
  }
}

/** Reserves a /30 in 10.231.0.0/16 that nothing on this machine uses. */
function reserveSubnet(): { slot: string; base: number } {
  mkdirSync(RESERVATIONS, { recursive: true });
  const taken = machinePrefixes();
  for (let attempt = 0; attempt < 200; attempt++) {
    const a = randomInt(0, 256);
    const b = randomInt(0, 64) * 4;
    const first = toInt(`10.231.${a}.${b}`);
    if (taken.some(([low, high]) => low <= first + 3 && first <= high)) continue;
    const slot = `10.231.${a}.${b}`;
    try {
      mkdirSync(path.join(RESERVATIONS, slot));
      return { slot, base: b };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('no free /30 found in 10.231.0.0/16 for the Janus test namespace');
}

function disableAllBut(folder: string, keep: string): string {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.so') && file !== keep)
    .join(',');
}

function writeConfig(
  dir: string,
  settings: { lib: string; address: string; peerIf: string; tokenSecret: string; adminKey: string; allowOrigin?: string },
) {
  const { lib } = settings;
  writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${lib}/plugins"
  transports_folder = "${lib}/transports"
  events_folder = "${lib}/events"
  loggers_folder = "${lib}/loggers"
  debug_level = 4
  debug_colors = false
  interface = "${settings.address}"
  token_auth = true
  token_auth_secret = "${settings.tokenSecret}"
  admin_secret = "${randomBytes(18).toString('base64url')}"
  session_timeout = 60
}
media: {
  rtp_port_range = "20000-40000"
}
nat: {
  nice_debug = false
  ice_enforce_list = "${settings.peerIf}"
}
plugins: {
  disable = "${disableAllBut(path.join(lib, 'plugins'), 'libjanus_videoroom.so')}"
}
transports: {
  disable = "${disableAllBut(path.join(lib, 'transports'), 'libjanus_http.so')}"
}
loggers: {
  disable = "${disableAllBut(path.join(lib, 'loggers'), '')}"
}
events: {
  broadcast = false
}
`,
  );
  writeFileSync(
    path.join(dir, 'janus.transport.http.jcfg'),
    `general: {
  json = "plain"
  base_path = "/janus"
  http = true
  port = ${JANUS_PORT}
  ip = "${settings.address}"
  https = false
}
admin: {
  admin_http = false
  admin_https = false
}
cors: {
${settings.allowOrigin ? `  allow_origin = "${settings.allowOrigin}"\n` : ''}}
`,
  );
  writeFileSync(
    path.join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = "${settings.adminKey}"
  lock_rtp_forward = true
}
`,
  );
}

async function waitForInfo(url: string, child: ChildProcess, logTail: () => string, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`janus exited (${child.exitCode ?? child.signalCode}) before answering:\n${logTail()}`);
    try {
      const response = await fetch(`${url}/info`, { signal: AbortSignal.timeout(1000) });
      if (response.ok && (await response.json()).janus === 'server_info') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`janus did not answer info within ${timeoutMs} ms:\n${logTail()}`);
}

/** Starts Janus in a namespace of its own; see the file comment. */
export async function startJanus(options: StartJanusOptions = {}): Promise<JanusHarness> {
  const binary = findJanus();
  if (!binary) throw new Error(janusMissingReason()!);
  const lib = libDir();
  removeLeftovers();

  const id = randomBytes(4).toString('hex');
  const { slot, base } = reserveSubnet();
  const prefix = slot.split('.').slice(0, 3).join('.');
  const hostAddress = `${prefix}.${base + 1}`;
  const address = `${prefix}.${base + 2}`;
  const netns = `janus-${id}`;
  const hostIf = `jh${id}`;
  const peerIf = `jp${id}`;
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'janus-config-'));
  const reservation: Reservation = { owner: process.pid, netns, hostIf, configDir };
  const saveReservation = () => writeFileSync(path.join(RESERVATIONS, slot, 'owner.json'), JSON.stringify(reservation));
  saveReservation();

  let released = false;
  const onExit = () => {
    if (!released) releaseSync(slot, reservation);
  };
  process.once('exit', onExit);

  const logFile = path.join(configDir, 'janus.log');
  const logTail = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  };

  let child: ChildProcess | undefined;
  try {
    try {
      ip('netns', 'add', netns);
    } catch (error) {
      throw new Error(
        `cannot create a network namespace for Janus (needs root, or CAP_NET_ADMIN and CAP_SYS_ADMIN): ${(error as { stderr?: Buffer }).stderr?.toString().trim() ?? error}`,
      );
    }
    ip('link', 'add', hostIf, 'type', 'veth', 'peer', 'name', peerIf);
    ip('link', 'set', peerIf, 'netns', netns);
    ip('addr', 'add', `${hostAddress}/30`, 'dev', hostIf);
    ip('link', 'set', hostIf, 'up');
    ip('netns', 'exec', netns, 'ip', 'addr', 'add', `${address}/30`, 'dev', peerIf);
    ip('netns', 'exec', netns, 'ip', 'link', 'set', peerIf, 'up');
    ip('netns', 'exec', netns, 'ip', 'link', 'set', 'lo', 'up');

    const tokenSecret = options.tokenSecret ?? randomBytes(24).toString('base64url');
    const adminKey = options.adminKey ?? randomBytes(24).toString('base64url');
    writeConfig(configDir, { lib, address, peerIf, tokenSecret, adminKey, allowOrigin: options.allowOrigin });

    const log = openSync(logFile, 'a');
    child = spawn('ip', ['netns', 'exec', netns, binary, '-F', configDir, '-C', path.join(configDir, 'janus.jcfg')], {
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    // `ip netns exec` execs Janus in place: this pid is Janus's.
    reservation.janusPid = child.pid;
    saveReservation();

    const url = `http://${address}:${JANUS_PORT}/janus`;
    await waitForInfo(url, child, logTail);

    const running = child;
    return {
      url,
      address,
      hostAddress,
      tokenSecret,
      adminKey,
      logTail,
      async stop() {
        if (released) return;
        released = true;
        process.removeListener('exit', onExit);
        if (running.exitCode === null && running.signalCode === null) {
          const exited = new Promise((resolve) => running.once('exit', resolve));
          running.kill('SIGTERM');
          const timer = setTimeout(() => running.kill('SIGKILL'), 3000);
          await exited;
          clearTimeout(timer);
        }
        releaseSync(slot, reservation);
      },
    };
  } catch (error) {
    released = true;
    process.removeListener('exit', onExit);
    child?.kill('SIGKILL');
    releaseSync(slot, reservation);
    throw error;
  }
}
