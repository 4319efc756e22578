// Starts the official Cloud Firestore emulator on a free port of 127.0.0.1 with the project's
// rules, for the rules tests and for any command that needs a real Firestore offline.
//
//   import { startFirestoreEmulator } from './firestore-emulator.mjs';
//   const emulator = await startFirestoreEmulator({ rulesPath: 'firestore.rules' });
//   … FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}` …
//   await emulator.stop();
//
// CLI: `node scripts/firestore-emulator.mjs -- <command…>` runs the command with
// FIRESTORE_EMULATOR_HOST and NEXT_PUBLIC_FIREBASE_EMULATOR_HOST set, stops the emulator and
// exits with the command's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const EMULATOR_DIR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
// The jar has no Main-Class in its manifest: the wrapper runs this class with -cp.
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const LOG_TAIL = 4_000;

/** How to launch the emulator here: the SDK's wrapper script, else java with the jar. */
function emulatorCommand(emulatorDir, port, rulesPath) {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True while a live process of the group led by `pid` remains. On Linux /proc tells zombies
 * apart (an orphaned java that the container's init never reaps must not block stop()).
 */
function groupAlive(pid) {
  if (!pid) return false;
  if (fs.existsSync('/proc/self/stat')) {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // "pid (comm) state ppid pgrp …": the command name may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pid && state !== 'Z' && state !== 'X') return true;
    }
    return false;
  }
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function isReady(port) {
  try {
    const response = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return response.ok && (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

/**
 * Starts the emulator and resolves once it answers `Ok`.
 * @param {{ rulesPath?: string, timeoutMs?: number, emulatorDir?: string }} [options]
 *   emulatorDir: where the SDK's cloud-firestore-emulator component lives.
 * @returns {Promise<{ host: string, port: number, stop: () => Promise<void> }>}
 */
export async function startFirestoreEmulator({
  rulesPath = 'firestore.rules',
  timeoutMs = READY_TIMEOUT_MS,
  emulatorDir = EMULATOR_DIR,
} = {}) {
  const rules = path.resolve(root, rulesPath);
  if (!fs.existsSync(rules)) throw new Error(`No existe el archivo de reglas ${rules}.`);
  const port = await freePort();
  const { command, args } = emulatorCommand(emulatorDir, port, rules);

  // The emulator writes to a log file, not to a pipe: a caller that blocks its event loop (the
  // test command runs Jest with spawnSync) would never drain a pipe, and the emulator would hang
  // as soon as the pipe filled. The log is removed by stop() and kept when the start fails.
  const logDir = path.join(root, '.test-output');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `firestore-emulator-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const logTail = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').slice(-LOG_TAIL);
    } catch {
      return '';
    }
  };

  // Detached: the emulator leads its own process group, so stop() reaches the wrapper script and
  // the java process it starts as a child.
  let child;
  try {
    child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', log, log] });
  } finally {
    fs.closeSync(log);
  }
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
    child.on('error', (error) => {
      exited = { error };
      resolve();
    });
  });

  // Whatever happens to this process, the emulator does not outlive it: on exit, and on the
  // signals that end it (the emulator is in its own group, so a Ctrl-C does not reach it).
  const killOnExit = () => killGroup(child.pid, 'SIGKILL');
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (signal) => {
    killOnExit();
    release();
    // Without this handler the signal ends the process as it would have.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  function release() {
    process.off('exit', killOnExit);
    for (const signal of signals) process.off(signal, onSignal);
  }
  process.on('exit', killOnExit);
  for (const signal of signals) process.on(signal, onSignal);

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    killGroup(child.pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (groupAlive(child.pid) && Date.now() < deadline) await sleep(50);
    if (groupAlive(child.pid)) {
      killGroup(child.pid, 'SIGKILL');
      const killDeadline = Date.now() + STOP_TIMEOUT_MS;
      while (groupAlive(child.pid) && Date.now() < killDeadline) await sleep(50);
    }
    await Promise.race([exit, sleep(1_000)]);
    release();
  }

  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(port))) {
    if (exited || Date.now() > deadline) {
      const problem = exited
        ? `terminó al arrancar (${exited.error ? exited.error.message : `código ${exited.code ?? exited.signal}`})`
        : `no respondió en ${timeoutMs / 1000} s en ${HOST}:${port}`;
      await stop();
      throw new Error(`El emulador de Firestore ${problem}. Registro: ${logFile}\n${logTail()}`);
    }
    await sleep(100);
  }
  return {
    host: HOST,
    port,
    async stop() {
      await stop();
      fs.rmSync(logFile, { force: true });
    },
  };
}

async function cli(argv) {
  const separator = argv.indexOf('--');
  const [command, ...args] = separator === -1 ? argv : argv.slice(separator + 1);
  if (!command) {
    console.error('Uso: node scripts/firestore-emulator.mjs -- <comando> [argumentos…]');
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
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise((resolve) => {
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

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
