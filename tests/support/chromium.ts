/**
 * The Chromium (or Chrome) the browser tests and benchmarks start, found on this machine
 * (find-chromium.ts says where it looks), with the flags this project needs: the closed
 * network's, and the fake camera and microphone for media, which Chrome takes as
 * Chromium does.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { ensureChromium, findChromium, NoChromiumError, type BrowserLookup } from './find-chromium';

/** This machine, as find-chromium asks it. */
function machineLookup(): BrowserLookup {
  return {
    platform: process.platform,
    env: process.env,
    isExecutable(file) {
      try {
        accessSync(file, constants.X_OK);
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
    playwrightChromium() {
      try {
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    },
  };
}

/** Downloads Playwright's Chromium for the user; false when that failed (no network, say). */
function installPlaywrightChromium(): boolean {
  console.log('No Chromium or Chrome found: running npx playwright install chromium');
  return spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', shell: process.platform === 'win32' }).status === 0;
}

/**
 * The browser this process starts, found once when the module loads, nothing installed.
 * In Playwright's workers it is the CHROMIUM_PATH that `chromiumForTests` set in the
 * runner; undefined on a machine without any (Playwright then names what is missing).
 */
export const CHROMIUM_PATH: string | undefined = findChromium(machineLookup());

/**
 * The browser for a test run, for playwright.config.ts: CHROMIUM_PATH checked, or
 * Playwright's own installed once when the machine has no browser. Handed on to the
 * workers (and whatever else the run starts) as CHROMIUM_PATH, so they look no further.
 * Ends the process with one line saying what to install when there is none.
 */
export function chromiumForTests(): string {
  try {
    const executablePath = ensureChromium(CHROMIUM_PATH, machineLookup(), installPlaywrightChromium);
    process.env.CHROMIUM_PATH = executablePath;
    return executablePath;
  } catch (error) {
    if (!(error instanceof NoChromiumError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The fake camera at 10 frames a second instead of 20: every browser of a media test encodes,
  // sends and draws its picture in software, and at 20 the two cores were so busy that pages
  // took half a minute to load. Nothing tested depends on the frame rate.
  '--use-fake-device-for-media-stream=fps=10',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
];
