/**
 * @jest-environment node
 *
 * The GitHub Actions workflow cannot run here, so its structure is checked instead: triggers,
 * jobs and their order, and that every npm script and secret it uses exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { cmsConfig } from '@/editor/config';
import { PREVIEW_STATUS_CONTEXT } from '@/editor/names';
import { CMS_ENV } from '@/editor/settings';
import { ENV_NAMES } from '@/lib/config/site-env';

interface Step {
  id?: string;
  env?: Record<string, string>;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  needs?: string | string[];
  if?: string;
  'runs-on'?: string;
  container?: string | { image: string };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  jobs: Record<string, Job>;
}

const root = path.resolve(__dirname, '..');
const file = path.join(root, '.github', 'workflows', 'ci-deploy.yml');
const text = fs.readFileSync(file, 'utf8');
const workflow = parse(text) as Workflow;
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const deployManual = fs.readFileSync(path.join(root, 'docs', 'deploy.md'), 'utf8');

const job = (name: string): Job => {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`the workflow has no job "${name}"`);
  return found;
};
const runs = (name: string) => job(name).steps.flatMap((step) => (step.run ? [step.run] : []));
const needs = (name: string) => [job(name).needs ?? []].flat();

/** The npm scripts a shell snippet calls: `npm run x`, and npm's own `npm test` / `npm start`. */
function npmScripts(shell: string): { script: string; args: string }[] {
  const found: { script: string; args: string }[] = [];
  for (const line of shell.split('\n')) {
    for (const match of line.matchAll(
      /\bnpm\s+(?:run(?:-script)?\s+([\w:.-]+)|(test|start|stop|restart)\b)([^&|;]*)/g,
    )) {
      found.push({ script: match[1] ?? match[2] ?? '', args: (match[3] ?? '').trim() });
    }
  }
  return found;
}

/** Settings a published site must not have (the deploy check refuses them). */
const LOCAL_ONLY = new Set<string>([
  ENV_NAMES.firebaseEmulatorHost,
  ENV_NAMES.firebaseAuthEmulatorHost,
  ENV_NAMES.firebaseFunctionsEmulatorHost,
  ENV_NAMES.appCheckDebugToken,
]);

describe('.github/workflows/ci-deploy.yml', () => {
  it('runs on pull requests and on pushes to main', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.on.push?.branches).toEqual(['main']);
  });

  it('has a test job and two deploy jobs that wait for it', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['deploy-live', 'deploy-preview', 'test']);
    expect(needs('test')).toEqual([]);
    expect(needs('deploy-preview')).toEqual(['test']);
    expect(needs('deploy-live')).toEqual(['test']);
  });

  it('tests as .ci/run does: Node 20, Chromium from apt, an install from the lockfile, npm test', () => {
    const container = job('test').container;
    const image = typeof container === 'string' ? container : container?.image;
    expect(image).toMatch(/^node:20\b/);
    const shell = runs('test').join('\n');
    expect(shell).toMatch(/apt-get install[^\n]*(\\\n[^\n]*)*\bchromium\b/);
    expect(shell).toContain('google-cloud-cli-firestore-emulator');
    const commands = runs('test').map((run) => run.trim());
    const install = commands.indexOf('npm ci --no-audit --no-fund');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(commands.indexOf('npm test')).toBeGreaterThan(install);
  });

  it('deploys a preview channel for pull requests from this repository only, in the preview project', () => {
    const preview = job('deploy-preview');
    expect(preview.if).toContain("github.event_name == 'pull_request'");
    expect(preview.if).toContain(
      'github.event.pull_request.head.repo.full_name == github.repository',
    );
    // The build, whose hosting config the action then reads (no configuration check: a preview
    // has none of the live settings).
    expect(
      runs('deploy-preview')
        .flatMap(npmScripts)
        .map((call) => call.script),
    ).toEqual(['build']);
    expect(runs('deploy-preview').join('\n')).toContain('cp firebase.generated.json firebase.json');
    const steps = preview.steps;
    const build = steps.findIndex((step) => step.run?.includes('npm run build'));
    const action = steps.findIndex((step) =>
      step.uses?.startsWith('FirebaseExtended/action-hosting-deploy@'),
    );
    expect(action).toBeGreaterThan(build);
    // The preview project's key, and its site only (the generated config names it HOSTING_SITE).
    expect(steps[action]?.with).toMatchObject({
      firebaseServiceAccount: '${{ secrets.PREVIEW_FIREBASE_SERVICE_ACCOUNT }}',
      projectId: '${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}',
      target: '${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}',
    });
    expect(preview.env?.HOSTING_SITE).toBe('${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}');
  });

  it('links the preview from the pull request under the status the article editor reads', () => {
    const preview = job('deploy-preview');
    const steps = preview.steps;
    const action = steps.findIndex((step) => step.id === 'preview');
    const status = steps.findIndex((step) => step.uses?.startsWith('actions/github-script@'));
    expect(action).toBeGreaterThanOrEqual(0);
    expect(status).toBeGreaterThan(action);
    const script = String(steps[status]?.with?.script);
    expect(script).toContain('createCommitStatus');
    expect(script).toContain(`context: '${PREVIEW_STATUS_CONTEXT}'`);
    expect(steps[status]?.env?.PREVIEW_URL).toBe('${{ steps.preview.outputs.details_url }}');
    expect(preview.permissions).toMatchObject({ statuses: 'write', 'pull-requests': 'write' });
    const config = cmsConfig({
      backend: {
        repo: null,
        branch: 'main',
        authSiteDomain: null,
        authScope: 'public_repo',
        localBackendUrl: null,
      },
      siteUrl: 'https://hanzo.mx',
      nextId: 1,
    });
    expect(config.backend.preview_context).toBe(PREVIEW_STATUS_CONTEXT);
  });

  it('gives the live deploy the article editor’s repository and sign-in site', () => {
    expect(job('deploy-live').env).toMatchObject({
      [CMS_ENV.repo]: '${{ github.repository }}',
      [CMS_ENV.authSiteDomain]: `\${{ secrets.${CMS_ENV.authSiteDomain} }}`,
    });
  });

  it('deploys live from main only, after the tests, with hosting, rules, indexes and functions', () => {
    const live = job('deploy-live');
    expect(live.if).toContain("github.ref == 'refs/heads/main'");
    expect(live.if).toContain("github.event_name == 'push'");
    const deploy = runs('deploy-live').flatMap(npmScripts);
    expect(deploy).toEqual([
      { script: 'deploy', args: '-- --project "$NEXT_PUBLIC_FIREBASE_PROJECT_ID"' },
    ]);
    // npm runs predeploy first: the configuration check, then the build.
    expect(scripts.predeploy).toBe('npm run check:deploy && npm run build');
    expect(scripts.deploy).toMatch(
      /firebase-tools@[\d.]+ deploy --only hosting,firestore:rules,firestore:indexes,functions --config firebase\.generated\.json$/,
    );
  });

  it('calls only npm scripts that exist in package.json', () => {
    const calls = Object.keys(workflow.jobs).flatMap((name) => runs(name).flatMap(npmScripts));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const { script } of calls) expect(Object.keys(scripts)).toContain(script);
  });

  it('gives the live deploy every setting of the site, and no local-only one', () => {
    const env = job('deploy-live').env ?? {};
    for (const name of Object.values(ENV_NAMES)) {
      if (LOCAL_ONLY.has(name)) expect(env).not.toHaveProperty(name);
      else expect(env[name]).toBe(`\${{ secrets.${name} }}`);
    }
  });

  it('switches analytics off for previews, and gives them none of the live settings', () => {
    const preview = job('deploy-preview').env ?? {};
    expect(preview[ENV_NAMES.analytics]).toBe('off');
    for (const name of Object.values(ENV_NAMES)) {
      if (name !== ENV_NAMES.analytics) expect(preview).not.toHaveProperty(name);
    }
  });

  it('signs in to Google with the service account secret before the live deploy', () => {
    const steps = job('deploy-live').steps;
    const auth = steps.findIndex((step) => step.uses?.startsWith('google-github-actions/auth@'));
    const deploy = steps.findIndex((step) => step.run?.includes('npm run deploy'));
    expect(auth).toBeGreaterThanOrEqual(0);
    expect(deploy).toBeGreaterThan(auth);
    expect(steps[auth]?.with?.credentials_json).toBe('${{ secrets.FIREBASE_SERVICE_ACCOUNT }}');
  });

  it('uses only secrets and variables the deploy manual names', () => {
    const named = (kind: string) =>
      new Set(
        [...text.matchAll(new RegExp(`${kind}\\.([A-Z0-9_]+)`, 'g'))].map((match) => match[1]),
      );
    expect(named('secrets').has('FIREBASE_SERVICE_ACCOUNT')).toBe(true);
    expect(named('vars').has('PREVIEW_FIREBASE_PROJECT_ID')).toBe(true);
    for (const name of [...named('secrets'), ...named('vars')])
      expect(deployManual).toContain(`\`${name}\``);
  });
});
