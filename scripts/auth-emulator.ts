// Starts the Firebase Auth emulator (from firebase-tools, which runs it offline) on a free port of
// 127.0.0.1, for the end-to-end tests of the admin sign-in. firebase-tools is large (≈310 MB), so
// it is not a dependency of the site: the first call installs the pinned version into
// .cache/firebase-tools with npm, and later calls reuse it.
//
//   import { startAuthEmulator } from './auth-emulator';
//   const auth = await startAuthEmulator({ projectId: 'demo-hanzo-e2e' });
//   … NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST = `${auth.host}:${auth.port}` …
//   await auth.stop();
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Background, HOST, LOG_TAIL, freePort, startBackground } from './background-process';

const root = path.resolve(__dirname, '..');
const FIREBASE_TOOLS_VERSION = '15.34.2';
const TOOLS_DIR = path.join(root, '.cache', 'firebase-tools');
const READY_TIMEOUT_MS = 60_000;

function installedVersion(): string | null {
  try {
    const manifest = path.join(TOOLS_DIR, 'node_modules', 'firebase-tools', 'package.json');
    return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  } catch {
    return null;
  }
}

let installing: Promise<string> | undefined;

/**
 * Path of the firebase CLI, installing the pinned firebase-tools when missing. The install runs in
 * the background (its output kept, printed if it fails), so a caller can start it early and
 * await it later; every call shares the one install.
 */
export function ensureFirebaseTools(): Promise<string> {
  installing ??= new Promise((resolve, reject) => {
    const cli = path.join(TOOLS_DIR, 'node_modules', '.bin', 'firebase');
    if (installedVersion() === FIREBASE_TOOLS_VERSION && fs.existsSync(cli)) return resolve(cli);
    console.log(`Instalando firebase-tools ${FIREBASE_TOOLS_VERSION} en .cache/ (unos minutos)…`);
    fs.mkdirSync(TOOLS_DIR, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const args = ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund'];
    const child = spawn(npm, [...args, `firebase-tools@${FIREBASE_TOOLS_VERSION}`]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (status) => {
      if (status === 0 && fs.existsSync(cli)) return resolve(cli);
      console.error(output.slice(-LOG_TAIL));
      reject(
        new Error('No se pudo instalar firebase-tools (npm install falló; revisa la salida).'),
      );
    });
  });
  return installing;
}

async function isReady(port: number) {
  try {
    const response = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Starts the Auth emulator for a demo project (no credentials, nothing leaves the machine). */
export async function startAuthEmulator({
  projectId,
  timeoutMs = READY_TIMEOUT_MS,
}: {
  projectId: string;
  timeoutMs?: number;
}) {
  if (!projectId.startsWith('demo-')) {
    throw new Error('El emulador de Auth de las pruebas solo usa proyectos demo-*.');
  }
  const cli = await ensureFirebaseTools();
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  // firebase-tools reads its emulator ports from a firebase.json: a throwaway one, so the
  // project's own firebase.json (hosting, rules) is not involved.
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanzo-auth-emulator-'));
  fs.writeFileSync(
    path.join(configDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port },
        hub: { host: HOST, port: hubPort },
        logging: { host: HOST, port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  let emulator: Background;
  try {
    emulator = await startBackground({
      name: 'El emulador de Auth',
      command: cli,
      args: ['emulators:start', '--only', 'auth', '--project', projectId],
      cwd: configDir,
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
      isReady: () => isReady(port),
      timeoutMs,
      logName: `auth-emulator-${port}`,
    });
  } catch (error) {
    fs.rmSync(configDir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: HOST,
    port,
    async stop() {
      await emulator.stop();
      fs.rmSync(configDir, { recursive: true, force: true });
    },
  };
}
