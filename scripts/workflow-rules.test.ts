/**
 * @jest-environment node
 *
 * The pipeline's rules (scripts/workflow-rules.ts): every workflow of .github/workflows/ keeps
 * them, and each rule refuses a small workflow that breaks it, so a rule that stopped looking
 * would fail here too. Then what ci-deploy.yml must do for this project (the workflow cannot run
 * here): test as the README says before any deploy, deploy live from main only with every setting
 * of the site, keep previews in their own project without the live settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cmsConfig } from '@/editor/config';
import { PREVIEW_STATUS_CONTEXT } from '@/editor/names';
import { CMS_ENV } from '@/editor/settings';
import { ENV_NAMES } from '@/lib/config/site-env';
import {
  type Job,
  WORKFLOW_RULES,
  exposedProductionSecrets,
  lockfileBypassed,
  missingPermissions,
  persistedCredentials,
  pinnedFirebaseTools,
  readWorkflow,
  triggers,
  unpinnedActions,
  unpinnedFirebaseTools,
} from './workflow-rules';

const root = path.resolve(__dirname, '..');
const workflowsDir = path.join(root, '.github', 'workflows');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const scripts = packageJson.scripts as Record<string, string>;
const SHA = 'a'.repeat(40);
const CHECKOUT = `actions/checkout@${SHA} # v7.0.1`;

/** A workflow from its jobs' YAML (indented as under `jobs:`), with a trigger. */
const workflow = (jobs: string, on = 'push:\n    branches: [main]') =>
  readWorkflow(`on:\n  ${on}\npermissions: {}\njobs:\n${jobs}`);

describe('the workflows of .github/workflows/', () => {
  const files = fs.readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

  it('are found', () => {
    expect(files).toContain('ci-deploy.yml');
  });

  it.each(files)('%s keeps every rule', (file) => {
    const parsed = readWorkflow(fs.readFileSync(path.join(workflowsDir, file), 'utf8'));
    const problems = Object.entries(WORKFLOW_RULES).flatMap(([rule, check]) =>
      check(parsed).map((problem) => `${rule}: ${problem}`),
    );
    problems.push(...unpinnedFirebaseTools(parsed, packageJson));
    expect(problems).toEqual([]);
  });

  it('pin firebase-tools in package.json, exactly', () => {
    expect(pinnedFirebaseTools(packageJson)).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('the rules refuse a workflow that breaks them', () => {
  const job = (steps: string, extra = '    permissions:\n      contents: read\n') =>
    `  build:\n    runs-on: ubuntu-latest\n${extra}    steps:\n${steps}`;

  it('an action on a tag, a branch or a short SHA, or a pin without its version', () => {
    const parsed = workflow(
      job(
        [
          '      - uses: actions/checkout@v4',
          '      - uses: actions/setup-node@main',
          '      - uses: actions/cache@a1b2c3d',
          `      - uses: actions/github-script@${SHA}`,
          `      - uses: actions/upload-artifact@${SHA} # v7.0.0`,
          '      - uses: ./.github/actions/local',
          '',
        ].join('\n'),
      ),
    );
    expect(unpinnedActions(parsed)).toEqual([
      'actions/checkout@v4 is not pinned by a commit SHA',
      'actions/setup-node@main is not pinned by a commit SHA',
      'actions/cache@a1b2c3d is not pinned by a commit SHA',
      `actions/github-script@${SHA} has no "# vX.Y.Z" comment naming its version`,
    ]);
    // A reusable workflow is an action too.
    expect(
      unpinnedActions(workflow('  call:\n    uses: org/repo/.github/workflows/x.yml@v1\n')),
    ).toEqual(['org/repo/.github/workflows/x.yml@v1 is not pinned by a commit SHA']);
  });

  it('firebase-tools unpinned, at another version, or the hosting action left on latest', () => {
    const parsed = workflow(
      job(
        [
          '      - run: npx firebase-tools deploy',
          '      - run: npx --yes firebase-tools@latest deploy',
          '      - run: npx firebase-tools@15.0.0 deploy',
          '      - run: npx firebase deploy --only hosting',
          `      - uses: FirebaseExtended/action-hosting-deploy@${SHA} # v0.10.0`,
          '        with:',
          '          channelId: pr-1',
          '',
        ].join('\n'),
      ),
    );
    const pinned = { devDependencies: { 'firebase-tools': '15.34.2' } };
    expect(unpinnedFirebaseTools(parsed, pinned)).toEqual([
      'build, step #1: firebase-tools runs firebase-tools without a pinned version',
      'build, step #2: firebase-tools@latest runs firebase-tools without a pinned version',
      'build, step #3: firebase-tools@15.0.0, not the pinned 15.34.2',
      'build, step #4: npx firebase runs firebase-tools without a pinned version',
      `build, step FirebaseExtended/action-hosting-deploy@${SHA}: the hosting deploy action runs firebase-tools without a pinned version`,
    ]);
    // A range in package.json pins nothing; an npm script the workflow calls counts too.
    expect(
      unpinnedFirebaseTools(workflow(job('      - run: npm run deploy\n')), {
        scripts: { deploy: 'npx firebase-tools@latest deploy' },
        devDependencies: { 'firebase-tools': '^15.34.2' },
      }),
    ).toEqual([
      'package.json does not pin firebase-tools to one version',
      'npm script deploy: firebase-tools@latest runs firebase-tools without a pinned version',
    ]);
  });

  it('npm install, npm i, npm add or npm update instead of npm ci', () => {
    const parsed = workflow(
      job(
        [
          '      - run: npm install --no-audit',
          '      - run: |',
          '          npm ci',
          '          npm i left-pad',
          '      - run: npm --prefix functions install',
          '      - run: npm update',
          '      - run: npm ci && npm run install-hooks',
          '',
        ].join('\n'),
      ),
    );
    expect(lockfileBypassed(parsed)).toEqual([
      'build, step #1: npm install instead of npm ci',
      'build, step #2: npm i instead of npm ci',
      'build, step #3: npm install instead of npm ci',
      'build, step #4: npm update instead of npm ci',
    ]);
  });

  it('a checkout that leaves the token in .git/config', () => {
    const parsed = workflow(
      job(
        [
          `      - uses: ${CHECKOUT}`,
          `      - uses: ${CHECKOUT}`,
          '        with:',
          '          persist-credentials: true',
          `      - uses: ${CHECKOUT}`,
          '        with:',
          '          persist-credentials: false',
          '',
        ].join('\n'),
      ),
    );
    expect(persistedCredentials(parsed)).toEqual([
      `build, step actions/checkout@${SHA}: a checkout without persist-credentials: false`,
      `build, step actions/checkout@${SHA}: a checkout without persist-credentials: false`,
    ]);
  });

  it('a job without its own permissions, write-all, or a workflow default that writes', () => {
    const parsed = readWorkflow(
      [
        'on: push',
        'permissions:',
        '  contents: write',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps: [{ run: echo }]',
        '  b:',
        '    runs-on: ubuntu-latest',
        '    permissions: write-all',
        '    steps: [{ run: echo }]',
        '  c:',
        '    runs-on: ubuntu-latest',
        '    permissions: {}',
        '    steps: [{ run: echo }]',
        '',
      ].join('\n'),
    );
    expect(missingPermissions(parsed)).toEqual([
      "the workflow's default permissions write contents",
      'a: no permissions of its own',
      'b: asks for write-all',
    ]);
  });

  it('a production secret outside production, in a pull request’s job, or handed to every job', () => {
    const deploy = (condition: string, environment: string) =>
      [
        '  deploy:',
        '    runs-on: ubuntu-latest',
        `    if: ${condition}`,
        environment,
        '    permissions:',
        '      contents: read',
        '    steps:',
        '      - run: npm run deploy',
        '        env:',
        '          KEY: ${{ secrets.FIREBASE_SERVICE_ACCOUNT }}',
        '',
      ].join('\n');
    const both = 'pull_request:\n  push:\n    branches: [main]';
    // The live deploy as it should be: push only, in production.
    expect(
      exposedProductionSecrets(
        workflow(deploy("github.event_name == 'push'", '    environment: production'), both),
      ),
    ).toEqual([]);
    expect(
      exposedProductionSecrets(workflow(deploy("github.event_name == 'push'", ''), both)),
    ).toEqual(['deploy: uses FIREBASE_SERVICE_ACCOUNT outside the production environment']);
    // A condition that does not exclude pull requests, or none at all.
    for (const condition of [
      "github.event_name == 'push' || github.event_name == 'pull_request'",
      "github.ref == 'refs/heads/main'",
    ]) {
      expect(
        exposedProductionSecrets(
          workflow(deploy(condition, '    environment: { name: production }'), both),
        ),
      ).toEqual(['deploy: uses FIREBASE_SERVICE_ACCOUNT and may run for a pull request']);
    }
    expect(
      exposedProductionSecrets(
        workflow(
          deploy("github.event_name == 'push'", '    environment: production'),
          'pull_request_target:',
        ),
      ),
    ).toEqual(['deploy: uses FIREBASE_SERVICE_ACCOUNT in a workflow run by pull_request_target']);
    // The preview's own key and the job token are a pull request's; all secrets at once are not.
    const preview = workflow(
      job(
        [
          `      - uses: FirebaseExtended/action-hosting-deploy@${SHA} # v0.10.0`,
          '        with:',
          '          repoToken: ${{ secrets.GITHUB_TOKEN }}',
          '          firebaseServiceAccount: ${{ secrets.PREVIEW_FIREBASE_SERVICE_ACCOUNT }}',
          '      - run: echo "${{ toJSON(secrets) }}"',
          '',
        ].join('\n'),
      ),
      'pull_request:',
    );
    expect(exposedProductionSecrets(preview)).toEqual([
      'build: uses all secrets outside the production environment',
      'build: uses all secrets and may run for a pull request',
    ]);
    const everyJob = readWorkflow(
      'on: push\nenv:\n  TOKEN: ${{ secrets.NEXT_PUBLIC_FIREBASE_API_KEY }}\njobs: {}\n',
    );
    expect(exposedProductionSecrets(everyJob)).toEqual([
      'the workflow hands NEXT_PUBLIC_FIREBASE_API_KEY to every job',
    ]);
  });
});

describe('ci-deploy.yml', () => {
  const text = fs.readFileSync(path.join(workflowsDir, 'ci-deploy.yml'), 'utf8');
  const workflow = readWorkflow(text);
  const { jobs, on } = workflow;
  const job = (name: string): Job => {
    const found = jobs[name];
    if (!found) throw new Error(`the workflow has no job "${name}"`);
    return found;
  };
  const runs = (name: string) => (job(name).steps ?? []).flatMap((step) => step.run ?? []);
  /** The npm scripts a shell snippet calls (`npm run x`, `npm test`), with their arguments. */
  const npmScripts = (shell: string) =>
    [...shell.matchAll(/\bnpm\s+(?:run(?:-script)?\s+([\w:.-]+)|(test|start))([^&|;\n]*)/g)].map(
      (match) => ({ script: match[1] ?? match[2] ?? '', args: (match[3] ?? '').trim() }),
    );
  const env = (name: string) => (job(name).env ?? {}) as Record<string, string>;
  /** Settings a published site must not have (the deploy check refuses them). */
  const LOCAL_ONLY = new Set<string>([
    ENV_NAMES.firebaseEmulatorHost,
    ENV_NAMES.firebaseAuthEmulatorHost,
    ENV_NAMES.firebaseFunctionsEmulatorHost,
    ENV_NAMES.appCheckDebugToken,
  ]);

  it("runs the README's test command on every pull request and push to main, before any deploy", () => {
    expect(triggers(workflow).sort()).toEqual(['pull_request', 'push']);
    expect((on as { push?: { branches?: string[] } }).push?.branches).toEqual(['main']);
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    // The command under the README's "Every test" comment, after the install.
    const command = /^# Every test.*\n(?:#.*\n)*npm install && (.+)$/m.exec(readme)?.[1];
    expect(command).toBeDefined();
    const commands = runs('test').map((run) => run.trim());
    const install = commands.indexOf('npm ci --no-audit --no-fund');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(commands.indexOf(command ?? '')).toBeGreaterThan(install);
    for (const name of Object.keys(jobs).filter((name) => name !== 'test')) {
      expect([job(name).needs].flat()).toEqual(['test']);
    }
  });

  it('deploys live from a push to main only, through the deploy check, with every site setting', () => {
    const live = job('deploy-live');
    expect(live.if).toContain("github.event_name == 'push'");
    expect(live.if).toContain("github.ref == 'refs/heads/main'");
    expect(runs('deploy-live').flatMap(npmScripts)).toEqual([
      { script: 'deploy', args: '-- --project "$NEXT_PUBLIC_FIREBASE_PROJECT_ID"' },
    ]);
    // npm runs predeploy first: the configuration check refuses a live build with a bad setting.
    expect(scripts.predeploy).toMatch(/^npm run check:deploy && /);
    const only = /--only (\S+)/.exec(scripts.deploy ?? '')?.[1]?.split(',') ?? [];
    expect(only.sort()).toEqual(['firestore:indexes', 'firestore:rules', 'functions', 'hosting']);
    for (const name of Object.values(ENV_NAMES)) {
      if (LOCAL_ONLY.has(name)) expect(env('deploy-live')).not.toHaveProperty(name);
      else expect(env('deploy-live')[name]).toBe(`\${{ secrets.${name} }}`);
    }
    // The article editor signs in to this repository through its sign-in site.
    expect(env('deploy-live')).toMatchObject({
      [CMS_ENV.repo]: '${{ github.repository }}',
      [CMS_ENV.authSiteDomain]: `\${{ secrets.${CMS_ENV.authSiteDomain} }}`,
    });
  });

  it('previews pull requests of this repository only, in the preview project, without the live settings', () => {
    const preview = job('deploy-preview');
    expect(preview.if).toContain("github.event_name == 'pull_request'");
    expect(preview.if).toContain(
      'github.event.pull_request.head.repo.full_name == github.repository',
    );
    const deploy = preview.steps?.find((step) =>
      step.uses?.startsWith('FirebaseExtended/action-hosting-deploy@'),
    );
    expect(deploy?.with).toMatchObject({
      firebaseServiceAccount: '${{ secrets.PREVIEW_FIREBASE_SERVICE_ACCOUNT }}',
      projectId: '${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}',
    });
    // Analytics off, and none of the live site's settings.
    expect(env('deploy-preview')[ENV_NAMES.analytics]).toBe('off');
    for (const name of Object.values(ENV_NAMES)) {
      if (name !== ENV_NAMES.analytics) expect(env('deploy-preview')).not.toHaveProperty(name);
    }
  });

  it('links the preview under the commit status the article editor reads', () => {
    const status = job('deploy-preview').steps?.find((step) =>
      String(step.with?.script).includes('createCommitStatus'),
    );
    expect(String(status?.with?.script)).toContain(`context: '${PREVIEW_STATUS_CONTEXT}'`);
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

  it('calls only npm scripts that exist, and reads only secrets and variables the deploy manual names', () => {
    for (const name of Object.keys(jobs)) {
      for (const { script } of runs(name).flatMap(npmScripts))
        expect(scripts).toHaveProperty([script]);
    }
    const manual = fs.readFileSync(path.join(root, 'docs', 'deploy.md'), 'utf8');
    for (const [, name] of text.matchAll(/\b(?:secrets|vars)\.([A-Z0-9_]+)/g)) {
      expect(manual).toContain(`\`${name}\``);
    }
  });
});
