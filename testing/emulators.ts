// The Firebase emulators of a test run (Firestore, Auth and Functions in one firebase-tools
// process, so the functions' Firestore triggers and Auth blocking functions fire), set up for
// playwright.config.ts, which starts and stops them. firebase-tools runs the Firestore emulator
// only on Java 21 or newer and would download it otherwise: it gets the Cloud SDK's emulator jar
// (the one `npm run emulator:firestore` uses) through a wrapper jar whose manifest names its main
// class, and the newest JDK of the machine. Every file written here is git-ignored.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT, type TestPorts, functionsTestParams } from './env';

const root = path.resolve(__dirname, '..');
const output = path.join(root, '.test-output');

export const FIRESTORE_EMULATOR_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** The major version a `java -version` prints on stderr (1.8 → 8), or 0 when it does not run. */
function javaMajor(java: string): number {
  const { stderr } = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(stderr ?? '');
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * The bin folder of a JDK 21 or newer (java and jar): JAVA_HOME, the java on PATH, then the
 * machine's JVM folder (this kind of machine has Temurin 25 beside Debian's Java 17). Null if none.
 */
export function findJdk21(): string | null {
  const jvms = '/usr/lib/jvm';
  const candidates = [
    process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin'),
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(fs.existsSync(jvms)
      ? fs.readdirSync(jvms).map((name) => path.join(jvms, name, 'bin'))
      : []),
  ].filter((dir): dir is string => Boolean(dir));
  const jdks = candidates
    .filter((dir) => fs.existsSync(path.join(dir, 'java')) && fs.existsSync(path.join(dir, 'jar')))
    .map((dir) => ({ dir, major: javaMajor(path.join(dir, 'java')) }))
    .filter(({ major }) => major >= 21)
    .sort((a, b) => b.major - a.major);
  return jdks[0]?.dir ?? null;
}

export const JDK_MISSING =
  'Las pruebas con los emuladores de Firebase necesitan un JDK 21 o más nuevo (java y jar): ' +
  'define JAVA_HOME o instala uno (p. ej. Temurin 21).';

/** The wrapper jar firebase-tools runs with `java -jar` (FIRESTORE_EMULATOR_BINARY_PATH). */
function firestoreWrapperJar(jdk: string): string {
  const jar = path.join(output, 'firestore-emulator-wrapper.jar');
  const manifest = path.join(output, 'firestore-emulator-wrapper.mf');
  const content = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${FIRESTORE_EMULATOR_JAR}\n`;
  const current = fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8');
  if (current !== content || !fs.existsSync(jar)) {
    fs.mkdirSync(output, { recursive: true });
    fs.writeFileSync(manifest, content);
    execFileSync(path.join(jdk, 'jar'), ['cfm', jar, manifest]);
  }
  return jar;
}

/** The emulators' config for this run; at the project's root, as firebase-tools requires. */
export const emulatorConfigFile = (ports: TestPorts) =>
  path.join(root, `firebase.emulators.${ports.site}.json`);

/** The local secrets: the local SMTP server and the mail tool's stand-in accept any password and key. */
export const LOCAL_SECRETS = {
  SMTP_PASSWORD: 'contrasena-local',
  BREVO_API_KEY: 'clave-local',
  CONFIRM_TOKEN_SECRET: 'clave-local-de-confirmacion',
  BREVO_WEBHOOK_SECRET: 'clave-local-del-webhook',
} as const;

/**
 * The local secrets the Functions emulator reads (functions/.secret.local, git-ignored): the ones
 * missing are added, the ones there kept.
 */
function ensureLocalSecrets() {
  const file = path.join(root, 'functions', '.secret.local');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const missing = Object.entries(LOCAL_SECRETS).filter(
    ([name]) => !new RegExp(`^${name}=`, 'm').test(current),
  );
  if (missing.length) {
    const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
    fs.writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${lines}`);
  }
}

/** A local secret's value as the emulator reads it (the tests forge confirmation links with it). */
export function localSecret(name: keyof typeof LOCAL_SECRETS): string {
  const file = path.join(root, 'functions', '.secret.local');
  const found = new RegExp(`^${name}=(.*)$`, 'm').exec(fs.readFileSync(file, 'utf8'));
  return found?.[1] ?? LOCAL_SECRETS[name];
}

/** The JVM options of the Firestore emulator (`npm run emulator:firestore` passes the same). */
const JAVA_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * Writes the config, the functions' parameters and secrets, and the wrapper jar; returns the
 * command that starts the three emulators and the environment it needs.
 */
export function prepareEmulators(ports: TestPorts): {
  /** firebase-tools' arguments after `node`; `command` is the same as one shell line. */
  args: string[];
  command: string;
  env: Record<string, string>;
} {
  const jdk = findJdk21();
  if (!jdk) throw new Error(JDK_MISSING);
  const paramsDir = path.join(output, `functions-env-${ports.site}`);
  fs.mkdirSync(paramsDir, { recursive: true });
  fs.writeFileSync(
    path.join(paramsDir, '.env'),
    Object.entries(functionsTestParams(ports))
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join('\n') + '\n',
  );
  ensureLocalSecrets();
  const host = '127.0.0.1';
  const config = {
    functions: { source: 'functions', configDir: path.relative(root, paramsDir) },
    firestore: { rules: 'firestore.rules' },
    emulators: {
      auth: { host, port: ports.auth },
      firestore: { host, port: ports.firestore, websocketPort: ports.firestoreWebsocket },
      functions: { host, port: ports.functions },
      eventarc: { host, port: ports.eventarc },
      tasks: { host, port: ports.tasks },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configFile = emulatorConfigFile(ports);
  fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const args = [
    'node_modules/firebase-tools/lib/bin/firebase.js',
    'emulators:start',
    ...['--only', 'functions,auth,firestore,tasks'],
    ...['--project', DEMO_PROJECT.projectId],
    ...['--config', path.basename(configFile)],
  ];
  return {
    args,
    command: ['node', ...args].join(' '),
    env: {
      PATH: `${jdk}${path.delimiter}${process.env.PATH ?? ''}`,
      FIRESTORE_EMULATOR_BINARY_PATH: firestoreWrapperJar(jdk),
      // The Firestore emulator's JVM compiles with C1 only: C2's optimising compiler spent more
      // than it won in a run of minutes (the rules suite alone: 40 core-seconds and 23 s with
      // both, 27 and 17 s with C1 and the serial collector, 2026-12-06).
      JAVA_TOOL_OPTIONS: JAVA_OPTIONS,
      // No prompts, no fetch of the CLI's messages of the day (offline, it waits).
      CI: 'true',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      NO_UPDATE_NOTIFIER: '1',
    },
  };
}

/** What `emulators:start` prints once every emulator listens. */
export const EMULATORS_READY = /All emulators ready/;

/**
 * Starts the emulators for a whole test run (testing/run.ts: the rules suite, then Playwright,
 * which leaves them out of its servers when TEST_EMULATORS_STARTED is set). Their output goes to
 * a file, not a pipe: the runner's synchronous steps would leave a pipe undrained and stall them.
 * Resolves once they are ready, with what stops them; rejects if they exit or take 240 s.
 */
export async function startEmulators(ports: TestPorts): Promise<{ stop(): Promise<void> }> {
  const { args, env } = prepareEmulators(ports);
  const log = path.join(output, `emulators-${ports.site}.log`);
  const out = fs.openSync(log, 'w');
  // No shell between: the signal that stops them must reach firebase-tools itself.
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (gone()) return;
    // Asked to stop, firebase-tools stops its emulators (the Firestore one's java runs in a
    // process group of its own, which a kill of this one would leave running).
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 240_000;
  while (!EMULATORS_READY.test(fs.readFileSync(log, 'utf8'))) {
    if (gone() || Date.now() > deadline) {
      await stop();
      throw new Error(`the emulators did not start (${path.relative(root, log)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}
