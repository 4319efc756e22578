// `npm run deploy`: builds the export, checks the configuration (scripts/deploy-check.ts) and only
// then hands over to the Firebase CLI. Nothing is deployed when the build or the check fails.
//
//   npm run deploy                          the live site, the Firestore rules and indexes
//   npm run deploy -- --preview pr-42       a Hosting preview channel (hosting only, 7 days)
//   npm run deploy -- --preview pr-42 --expires 3d
// Any other argument goes to `firebase` unchanged (e.g. `--project otro-proyecto`, `--debug`).
// The project is NEXT_PUBLIC_FIREBASE_PROJECT_ID, the one the build's web config points at.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSiteConfig, readSiteEnv } from '@/lib/site-config';
import { deployProblems, loadBuildEnv, reportDeployCheck } from './deploy-check';

/**
 * The hosting configuration `firebase deploy` reads (headers, redirects, the predeploy check):
 * the one `npm run build` generates from firebase.json with this build's hosts (scripts/csp.ts).
 */
export const HOSTING_CONFIG = 'firebase.generated.json';

/** What a live deploy publishes: the site, the security rules and the indexes they need. */
export const LIVE_TARGETS = 'hosting,firestore:rules,firestore:indexes';

export interface DeployOptions {
  /** A preview channel id, or null for the live site. */
  preview: string | null;
  /** How long a preview channel lives (Firebase's format: 12h, 7d, up to 30d). */
  expires: string;
  /** Arguments passed through to the Firebase CLI. */
  passThrough: string[];
}

const CHANNEL_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const DURATION = /^\d+[hdm]$/;

/** Reads the command's arguments; throws a Spanish message on a malformed one. */
export function parseDeployArgs(argv: string[]): DeployOptions {
  const options: DeployOptions = { preview: null, expires: '7d', passThrough: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--preview' || arg === '--expires') {
      const value = argv[index + 1];
      index += 1;
      if (arg === '--preview') {
        if (!value || !CHANNEL_ID.test(value)) {
          throw new Error(
            `--preview necesita el nombre del canal: minúsculas, dígitos y guiones (por ejemplo pr-42); se recibió “${value ?? ''}”.`,
          );
        }
        options.preview = value;
      } else {
        if (!value || !DURATION.test(value)) {
          throw new Error(
            `--expires necesita una duración como 12h o 7d; se recibió “${value ?? ''}”.`,
          );
        }
        options.expires = value;
      }
    } else {
      options.passThrough.push(arg);
    }
  }
  return options;
}

/** The Firebase CLI arguments for this deploy. */
export function firebaseArgs(options: DeployOptions, projectId: string | null): string[] {
  const chosenProject = options.passThrough.some((arg) => arg === '--project' || arg === '-P');
  const project = projectId && !chosenProject ? ['--project', projectId] : [];
  const command = options.preview
    ? ['hosting:channel:deploy', options.preview, '--expires', options.expires]
    : ['deploy', '--only', LIVE_TARGETS];
  return [...command, '--config', HOSTING_CONFIG, ...project, ...options.passThrough];
}

export interface DeploySteps {
  /** Builds the export and its hosting config; true on success. */
  build(): boolean;
  /** The configuration problems (empty: ready). */
  check(): string[];
  /** The project id the build's web config names. */
  projectId(): string | null;
  /** Runs the Firebase CLI; true on success. */
  firebase(args: string[]): boolean | Promise<boolean>;
}

/** Build, check, deploy, in that order, stopping at the first failure. Returns the exit code. */
export async function runDeploy(options: DeployOptions, steps: DeploySteps): Promise<number> {
  if (!steps.build()) {
    console.error('✘ La compilación falló: no se publicó nada.');
    return 1;
  }
  if (!reportDeployCheck(steps.check())) {
    console.error('✘ No se publicó nada.');
    return 1;
  }
  const args = firebaseArgs(options, steps.projectId());
  console.log(`\n▶ firebase ${args.join(' ')}`);
  if (!(await steps.firebase(args))) {
    console.error('✘ firebase terminó con error (revisa su salida).');
    return 1;
  }
  return 0;
}

/** An executable named `name` on the PATH, or null. */
function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory.
    }
  }
  return null;
}

/** The Firebase CLI: FIREBASE_CLI, else `firebase` on the PATH, else the devDependency's. */
async function firebaseCli(): Promise<string> {
  const fromEnv = process.env.FIREBASE_CLI?.trim();
  if (fromEnv) return fromEnv;
  return onPath('firebase') ?? path.join(__dirname, '..', 'node_modules', '.bin', 'firebase');
}

async function main() {
  const root = path.resolve(__dirname, '..');
  let options: DeployOptions;
  try {
    options = parseDeployArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
  const env = loadBuildEnv(root);
  process.exit(
    await runDeploy(options, {
      build: () => run('npm', ['run', 'build']),
      check: () => deployProblems(env),
      projectId: () => buildSiteConfig(readSiteEnv(env)).firebase?.projectId ?? null,
      // Found (or installed) only once the configuration passed.
      firebase: async (args) => run(await firebaseCli(), args),
    }),
  );
}

// Run as a command, not when imported by a test.
if (/deploy\.ts$/.test(process.argv[1] ?? '')) void main();
