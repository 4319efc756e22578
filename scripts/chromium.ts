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

/** CHROME_PATH when set, else Debian's /usr/bin/chromium; null when neither exists. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

export const CHROMIUM_MISSING =
  'No se encontró Chromium. Define CHROME_PATH o instala el paquete de Debian: sudo apt-get update && sudo apt-get install -y chromium';

export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return { executablePath, args: CHROMIUM_ARGS };
}
