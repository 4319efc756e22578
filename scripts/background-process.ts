// A long-running helper process for the test command (an emulator, a server): started in its own
// process group with its output in a log file, probed until ready, and stopped with its children.
// It never outlives the process that started it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const HOST = '127.0.0.1';
const STOP_TIMEOUT_MS = 5_000;
/** How much of a helper's log to print when it fails: the end, where the error is. */
export const LOG_TAIL = 4_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port of 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * True while a live process of the group led by `pid` remains. On Linux /proc tells zombies
 * apart (an orphaned java that the container's init never reaps must not block stop()).
 */
function groupAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  if (fs.existsSync('/proc/self/stat')) {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
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
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export interface BackgroundOptions {
  /** How messages name the process ("El emulador de Firestore"). */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  isReady: () => Promise<boolean>;
  timeoutMs: number;
  /** The log file's name in .test-output/, without extension. */
  logName: string;
}

export interface Background {
  logFile: string;
  stop: () => Promise<void>;
}

/** Starts `command` and resolves once `isReady()` is true. */
export async function startBackground({
  name,
  command,
  args,
  cwd = root,
  env,
  isReady,
  timeoutMs,
  logName,
}: BackgroundOptions): Promise<Background> {
  // The process writes to a log file, not to a pipe: a caller that blocks its event loop (the
  // test command runs suites with spawnSync) would never drain a pipe, and the process would
  // hang as soon as the pipe filled. The log is removed by stop() and kept when the start fails.
  const logDir = path.join(root, '.test-output');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${logName}.log`);
  const log = fs.openSync(logFile, 'w');
  const logTail = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').slice(-LOG_TAIL);
    } catch {
      return '';
    }
  };

  // Detached: the process leads its own group, so stop() reaches the children it starts.
  let child: ChildProcess;
  try {
    child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env },
    });
  } finally {
    fs.closeSync(log);
  }
  type Exit = { code?: number | null; signal?: NodeJS.Signals | null; error?: Error };
  // Set by the child's events (the cast keeps TypeScript from narrowing it to null for good).
  let exited = null as Exit | null;
  const exit = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
    child.on('error', (error) => {
      exited = { error };
      resolve();
    });
  });

  // Whatever happens to this process, the child group does not outlive it: on exit, and on the
  // signals that end it (the group is its own, so a Ctrl-C does not reach it).
  const killOnExit = () => killGroup(child.pid, 'SIGKILL');
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (signal: NodeJS.Signals) => {
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
  while (!(await isReady())) {
    if (exited || Date.now() > deadline) {
      const problem = exited
        ? `terminó al arrancar (${exited.error ? exited.error.message : `código ${exited.code ?? exited.signal}`})`
        : `no respondió en ${timeoutMs / 1000} s`;
      await stop();
      throw new Error(`${name} ${problem}. Registro: ${logFile}\n${logTail()}`);
    }
    await sleep(100);
  }
  return {
    logFile,
    async stop() {
      await stop();
      fs.rmSync(logFile, { force: true });
    },
  };
}
