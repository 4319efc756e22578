// Starts the official Cloud Firestore emulator on a free port of 127.0.0.1 with the project's
// rules, for the rules tests and for any command that needs a real Firestore offline.
//
//   import { startFirestoreEmulator } from './firestore-emulator';
//   const emulator = await startFirestoreEmulator({ rulesPath: 'firestore.rules' });
//   … FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}` …
//   await emulator.stop();
//
// CLI: `tsx scripts/firestore-emulator.ts -- <command…>` runs the command with
// FIRESTORE_EMULATOR_HOST and NEXT_PUBLIC_FIREBASE_EMULATOR_HOST set, stops the emulator and
// exits with the command's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HOST, freePort, startBackground } from './background-process';

const root = path.resolve(__dirname, '..');
const EMULATOR_DIR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
// The jar has no Main-Class in its manifest: the wrapper runs this class with -cp.
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const READY_TIMEOUT_MS = 30_000;

/** How to launch the emulator here: the SDK's wrapper script, else java with the jar. */
function emulatorCommand(emulatorDir: string, port: number, rulesPath: string) {
  const wrapper = path.join(emulatorDir, 'cloud_firestore_emulator');
  const jar = path.join(emulatorDir, 'cloud-firestore-emulator.jar');
  const args = ['start', `--host=${HOST}`, `--port=${port}`, `--rules=${rulesPath}`];
  if (fs.existsSync(wrapper)) return { command: wrapper, args };
  if (fs.existsSync(jar)) {
    return {
      command: process.env.JAVA ?? 'java',
      args: ['-Duser.language=en', '-cp', jar, MAIN_CLASS, ...args],
    };
  }
  throw new Error(
    `No se encontró el emulador de Cloud Firestore (se buscó ${wrapper} y ${jar}).\n` +
      'Instálalo con el SDK de Google Cloud:\n' +
      '  gcloud components install cloud-firestore-emulator\n' +
      '(requiere Java 17 o posterior).',
  );
}

async function isReady(port: number) {
  try {
    const response = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return response.ok && (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

/**
 * Starts the emulator and resolves once it answers `Ok`. emulatorDir: where the SDK's
 * cloud-firestore-emulator component lives.
 */
export async function startFirestoreEmulator({
  rulesPath = 'firestore.rules',
  timeoutMs = READY_TIMEOUT_MS,
  emulatorDir = EMULATOR_DIR,
}: { rulesPath?: string; timeoutMs?: number; emulatorDir?: string } = {}) {
  const rules = path.resolve(root, rulesPath);
  if (!fs.existsSync(rules)) throw new Error(`No existe el archivo de reglas ${rules}.`);
  const port = await freePort();
  const { command, args } = emulatorCommand(emulatorDir, port, rules);

  const emulator = await startBackground({
    name: 'El emulador de Firestore',
    command,
    args,
    isReady: () => isReady(port),
    timeoutMs,
    logName: `firestore-emulator-${port}`,
  });
  return { host: HOST, port, stop: emulator.stop };
}

async function cli(argv: string[]): Promise<number> {
  const separator = argv.indexOf('--');
  const [command, ...args] = separator === -1 ? argv : argv.slice(separator + 1);
  if (!command) {
    console.error('Uso: tsx scripts/firestore-emulator.ts -- <comando> [argumentos…]');
    return 2;
  }
  const started = Date.now();
  const emulator = await startFirestoreEmulator();
  const address = `${emulator.host}:${emulator.port}`;
  console.log(
    `Emulador de Firestore listo en ${address} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  try {
    const child = spawn(command, args, {
      cwd: process.cwd(),
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        FIRESTORE_EMULATOR_HOST: address,
        NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: address,
      },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(`No se pudo ejecutar ${command}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await emulator.stop();
  }
}

if (require.main === module) {
  cli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
