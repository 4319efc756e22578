// Builds the bench's floor: bench/floor/ (an h1 and a paragraph) exported by the project's own
// Next.js in a temporary folder, so every bench figure can be read as a ratio to the framework.
//   tsx bench/build-floor.ts   → prints the folder holding out/ and firebase.json
// HANZO_SOURCE_MAPS=1 builds it with browser source maps (for bench/hydration-profile.ts).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FIXTURE = path.join(ROOT, 'bench', 'floor');

/** The fixture's files, relative to bench/floor/. */
function fixtureFiles(dir = FIXTURE): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

/** A key that changes with the fixture, the installed Next.js and source maps on or off. */
function floorKey() {
  const hash = crypto.createHash('sha256');
  for (const name of fixtureFiles()) {
    hash.update(name).update(fs.readFileSync(path.join(FIXTURE, name)));
  }
  const next = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8'),
  ) as { version: string };
  const maps = process.env.HANZO_SOURCE_MAPS === '1' ? '-maps' : '';
  return { version: next.version, hash: `${hash.digest('hex').slice(0, 12)}${maps}` };
}

/**
 * The folder of the floor's export (`out/`, served with its `firebase.json`), built once per
 * fixture and Next.js version. Turbopack refuses a symlinked node_modules, so the project's is
 * hard-linked (`cp -al`: seconds, no extra space).
 */
export function buildFloor(log: (line: string) => void = console.log) {
  const { version, hash } = floorKey();
  const dir = path.join(os.tmpdir(), `hanzo-bench-floor-${version}-${hash}`);
  if (fs.existsSync(path.join(dir, 'out', 'index.html'))) return { dir, nextVersion: version };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fixtureFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.copyFileSync(path.join(FIXTURE, name), path.join(dir, name));
  }
  log(`Building the Next ${version} floor in ${dir}`);
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  execFileSync(
    process.execPath,
    [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  return { dir, nextVersion: version };
}

if (require.main === module) console.log(buildFloor().dir);
