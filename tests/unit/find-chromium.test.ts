/**
 * @jest-environment node
 *
 * How the browser tests find their browser (tests/support/find-chromium.ts), on a fake
 * machine: CHROMIUM_PATH first, then the system's Chromium, then its Chrome, then
 * Playwright's download; Playwright's installed once when there is nothing; one line
 * saying what to install when even that fails.
 */
import { ensureChromium, findChromium, NO_CHROMIUM, NoChromiumError, type BrowserLookup } from '../support/find-chromium';

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine whose only programs are `files`; Playwright's download lands in `downloaded` once installed. */
function machine(options: { platform?: NodeJS.Platform; env?: Record<string, string>; files?: string[] } = {}) {
  const files = new Set(options.files ?? []);
  const lookup: BrowserLookup = {
    platform: options.platform ?? 'linux',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/home/dev', ...options.env },
    isExecutable: (file) => files.has(file),
    playwrightChromium: () => PLAYWRIGHT,
  };
  const install = jest.fn(() => {
    files.add(PLAYWRIGHT);
    return true;
  });
  return { lookup, install, files };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH before any browser on the system', () => {
    const { lookup } = machine({ env: { CHROMIUM_PATH: '/opt/my/chrome' }, files: ['/opt/my/chrome', '/usr/bin/chromium', PLAYWRIGHT] });
    expect(findChromium(lookup)).toBe('/opt/my/chrome');
  });

  it("takes the system's Chromium before its Chrome, and Chrome before Playwright's download", () => {
    expect(findChromium(machine({ files: ['/usr/local/bin/google-chrome', '/usr/bin/chromium', PLAYWRIGHT] }).lookup)).toBe(
      '/usr/bin/chromium',
    );
    expect(findChromium(machine({ files: ['/usr/bin/chromium-browser', '/usr/bin/google-chrome'] }).lookup)).toBe(
      '/usr/bin/chromium-browser',
    );
    expect(findChromium(machine({ files: ['/usr/bin/google-chrome-stable', PLAYWRIGHT] }).lookup)).toBe('/usr/bin/google-chrome-stable');
  });

  it('looks on the PATH first, then where Linux packages put the browser', () => {
    expect(findChromium(machine({ files: ['/usr/local/bin/chromium', '/usr/bin/chromium'] }).lookup)).toBe('/usr/local/bin/chromium');
    expect(findChromium(machine({ env: { PATH: '/home/dev/bin' }, files: ['/home/dev/bin/google-chrome'] }).lookup)).toBe(
      '/home/dev/bin/google-chrome',
    );
    expect(findChromium(machine({ env: { PATH: '' }, files: ['/opt/google/chrome/chrome'] }).lookup)).toBe('/opt/google/chrome/chrome');
  });

  it("finds the macOS bundles, the user's own Applications folder too", () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine({ platform: 'darwin', files: [chrome, '/usr/bin/chromium'] }).lookup)).toBe(chrome);
    const own = '/home/dev/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(machine({ platform: 'darwin', files: [chrome, own] }).lookup)).toBe(own);
  });

  it('finds Chrome where its Windows installer puts it', () => {
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    const env = {
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\dev\\AppData\\Local',
    };
    expect(findChromium(machine({ platform: 'win32', env, files: [chrome] }).lookup)).toBe(chrome);
  });

  it("takes Playwright's download when the system has no browser, and finds nothing on a bare machine", () => {
    expect(findChromium(machine({ files: [PLAYWRIGHT] }).lookup)).toBe(PLAYWRIGHT);
    expect(findChromium(machine().lookup)).toBeUndefined();
  });
});

describe('ensureChromium', () => {
  it('keeps a browser that was found, installing nothing', () => {
    const { lookup, install } = machine({ files: ['/usr/bin/chromium'] });
    expect(ensureChromium(findChromium(lookup), lookup, install)).toBe('/usr/bin/chromium');
    expect(install).not.toHaveBeenCalled();
  });

  it('refuses a CHROMIUM_PATH that names no program, saying so', () => {
    const { lookup, install } = machine({ env: { CHROMIUM_PATH: '/nowhere/chrome' }, files: ['/usr/bin/chromium'] });
    expect(() => ensureChromium(findChromium(lookup), lookup, install)).toThrow(
      new NoChromiumError('CHROMIUM_PATH is /nowhere/chrome, which is not a program this machine can start: fix it or unset it'),
    );
    expect(install).not.toHaveBeenCalled();
  });

  it("installs Playwright's Chromium once on a machine that has none, and takes it", () => {
    const { lookup, install } = machine();
    expect(ensureChromium(findChromium(lookup), lookup, install)).toBe(PLAYWRIGHT);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('says in one line what to install when the installation fails, or leaves no browser', () => {
    const { lookup } = machine();
    const failing = jest.fn(() => false);
    expect(() => ensureChromium(undefined, lookup, failing)).toThrow(new NoChromiumError(NO_CHROMIUM));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(() => ensureChromium(undefined, lookup, () => true)).toThrow(NO_CHROMIUM);
    expect(NO_CHROMIUM).toBe(
      'No Chromium or Chrome found: install one (apt-get install chromium, or npx playwright install chromium) or set CHROMIUM_PATH',
    );
  });
});
