// The article editor's local backend for the tests and for trying the editor on this machine:
// decap-server (Decap CMS's own) in git mode, which keeps the editorial workflow (a branch per
// article, as on GitHub), over a throw-away git repository holding a copy of content/blog, so the
// project's own files and branches are never touched. Playwright starts it (playwright.config.ts,
// webServer) on E2E_PORT + 5 and stops it with the run.
//
//   node --import tsx editor/local-backend.ts     (E2E_PORT as for the other test servers)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDER } from './config';
import { testPorts } from '@/testing/env';

const root = path.resolve(__dirname, '..');

/** The throw-away repository of a test run (under the git-ignored .test-output/). */
export function cmsRepoDir(ports = testPorts()): string {
  return path.join(root, '.test-output', `cms-repo-${ports.site}`);
}

/** A fresh repository on branch main with one commit: content/blog and the images folder. */
export function createCmsRepo(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(root, 'content', 'blog'), path.join(dir, 'content', 'blog'), {
    recursive: true,
  });
  fs.mkdirSync(path.join(dir, MEDIA_FOLDER), { recursive: true });
  fs.writeFileSync(path.join(dir, MEDIA_FOLDER, '.gitkeep'), '');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Editor de prueba');
  git('config', 'user.email', 'editor@example.com');
  git('config', 'commit.gpgsign', 'false');
  git('add', '.');
  git('commit', '--quiet', '-m', 'The articles as the editor finds them');
}

if (/local-backend\.ts$/.test(process.argv[1] ?? '')) {
  const ports = testPorts();
  const dir = cmsRepoDir(ports);
  createCmsRepo(dir);
  Object.assign(process.env, {
    MODE: 'git',
    GIT_REPO_DIRECTORY: dir,
    PORT: String(ports.cms),
    BIND_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  // In this process, so the one PID Playwright stops is the server's.
  void import(require.resolve('decap-server/dist/index.js'));
}
