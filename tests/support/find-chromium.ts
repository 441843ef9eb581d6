/**
 * Which Chromium the browser tests start, found the way the ecosystem's tools find one:
 * `CHROMIUM_PATH` when set; else a Chromium or Chrome installed on the system (by name
 * on the PATH, then where Linux packages, macOS bundles and Windows installers put it);
 * else the browser Playwright downloads (`npx playwright install chromium`). Pure: the
 * machine is asked through `BrowserLookup`, so a test can fake its files.
 */
import path from 'node:path';

/** What the search may ask of the machine. */
export interface BrowserLookup {
  platform: NodeJS.Platform;
  /** CHROMIUM_PATH, PATH, HOME and the Windows folders (LOCALAPPDATA, PROGRAMFILES, PROGRAMFILES(X86)). */
  env: Record<string, string | undefined>;
  /** True for a file this process could start. */
  isExecutable(file: string): boolean;
  /** Where the installed Playwright keeps (or would keep) its own Chromium; undefined on a platform it has none for. */
  playwrightChromium(): string | undefined;
}

/** Names of Chromium, then Chrome, on Linux, looked up on the PATH in this order. */
const LINUX_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/** Where Linux packages put them, for a PATH that leaves their folder out. */
const LINUX_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];
const MAC_BUNDLES = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome'];
/** Relative to LOCALAPPDATA, PROGRAMFILES and PROGRAMFILES(X86). */
const WINDOWS_PATHS = ['Chromium\\Application\\chrome.exe', 'Google\\Chrome\\Application\\chrome.exe'];

/** The line that ends a run without a browser. */
export const NO_CHROMIUM =
  'No Chromium or Chrome found: install one (apt-get install chromium, or npx playwright install chromium) or set CHROMIUM_PATH';

/** A run that cannot have a browser; its message is the one line to show. */
export class NoChromiumError extends Error {}

/** The system's Chromium and Chrome candidates, most preferred first. */
function systemCandidates({ platform, env }: BrowserLookup): string[] {
  if (platform === 'darwin') {
    const folders = ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])];
    return MAC_BUNDLES.flatMap((bundle) => folders.map((folder) => path.posix.join(folder, bundle)));
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter((root): root is string => Boolean(root));
    return WINDOWS_PATHS.flatMap((file) => roots.map((root) => path.win32.join(root, file)));
  }
  const dirs = (env.PATH ?? '').split(path.posix.delimiter).filter(Boolean);
  return [...LINUX_NAMES.flatMap((name) => dirs.map((dir) => path.posix.join(dir, name))), ...LINUX_PATHS];
}

/**
 * The browser to start, without installing anything: CHROMIUM_PATH as given (checked by
 * `ensureChromium`), else the first system browser that exists, else Playwright's own
 * download if it is there. Undefined when the machine has none.
 */
export function findChromium(lookup: BrowserLookup): string | undefined {
  if (lookup.env.CHROMIUM_PATH) return lookup.env.CHROMIUM_PATH;
  const system = systemCandidates(lookup).find((file) => lookup.isExecutable(file));
  if (system) return system;
  const downloaded = lookup.playwrightChromium();
  return downloaded && lookup.isExecutable(downloaded) ? downloaded : undefined;
}

/**
 * The browser `findChromium` found, checked; when it found none, Playwright's own after
 * one call of `install` (which may fail without a network). Throws NoChromiumError with
 * the line to show when there is still none, or when CHROMIUM_PATH names no program.
 */
export function ensureChromium(found: string | undefined, lookup: BrowserLookup, install: () => boolean): string {
  if (found) {
    if (lookup.isExecutable(found)) return found;
    throw new NoChromiumError(`CHROMIUM_PATH is ${found}, which is not a program this machine can start: fix it or unset it`);
  }
  if (install()) {
    const downloaded = lookup.playwrightChromium();
    if (downloaded && lookup.isExecutable(downloaded)) return downloaded;
  }
  throw new NoChromiumError(NO_CHROMIUM);
}
