// Where Chromium is and how to start it headless on a Debian machine (see docs/testing.md).
import fs from 'node:fs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's packages: the whole browser, and its headless shell (the same Blink, no browser UI). */
const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function firstPresent(candidates: (string | undefined)[]): string | null {
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/**
 * The browser the benches and Lighthouse measure with: CHROME_PATH when set, else Debian's
 * whole Chromium (the browser a visitor runs, and the one every figure in bench/results used).
 */
export function findChromium(): string | null {
  return firstPresent([process.env.CHROME_PATH, FULL_CHROMIUM]);
}

/**
 * The browser the end-to-end tests drive: CHROME_PATH when set, else Debian's headless shell,
 * else the whole Chromium. The shell renders with the same engine but opens a context and loads a
 * page in about half the time on a 2-core machine (context 190 ms against 540, load to hydration
 * 0.8 s against 1.5 s, measured on 2026-11-27), which is most of a short test.
 */
function findTestBrowser(): string | null {
  return firstPresent([process.env.CHROME_PATH, HEADLESS_SHELL, FULL_CHROMIUM]);
}

export const CHROMIUM_MISSING =
  'No se encontró Chromium. Define CHROME_PATH o instala el paquete de Debian: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell';

function launchOptions(
  executablePath: string | null,
  extra: string[] = [],
): { executablePath: string; args: string[] } {
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return { executablePath, args: [...CHROMIUM_ARGS, ...extra] };
}

/**
 * The test browser knows no host but this machine: a request anywhere else fails before it
 * leaves, as the offline machine would fail it, and the tests see that it was asked for. Blocked
 * here rather than by Playwright's routing, which stops every request of a page on its way and
 * turns the HTTP cache off (tag-stand-in.ts answers Google's tag by the same protocol, for its URLs
 * only).
 */
const ONLY_THIS_MACHINE =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Launch options for the benches (the whole browser). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return launchOptions(findChromium());
}

/** Launch options for the end-to-end tests (the headless shell when installed). */
export function testBrowserLaunchOptions(): { executablePath: string; args: string[] } {
  return launchOptions(findTestBrowser(), [ONLY_THIS_MACHINE]);
}
