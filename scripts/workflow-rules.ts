// The rules every GitHub Actions workflow of this repository keeps (decision 16, docs/deploy.md
// "Deploying from GitHub Actions"): each rule reads a workflow parsed with `yaml` (its comments
// kept) and returns one English sentence per breach, naming the job and the step. The workflows
// cannot run on this machine; scripts/workflow-rules.test.ts holds every file of
// .github/workflows/ to them, and holds each rule to small workflows that break it.
import { type Document, isScalar, parseDocument, visit } from 'yaml';

export interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface Job {
  name?: string;
  if?: string;
  uses?: string;
  environment?: string | { name?: string };
  permissions?: string | Record<string, string>;
  secrets?: unknown;
  steps?: Step[];
  [key: string]: unknown;
}

export interface Workflow {
  /** The parsed document, for what the plain data loses: the comments. */
  document: Document;
  on: string | string[] | Record<string, unknown>;
  permissions?: string | Record<string, string>;
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
}

export function readWorkflow(text: string): Workflow {
  const document = parseDocument(text);
  if (document.errors.length) throw new Error(document.errors.map(String).join('\n'));
  const data = document.toJS() as Omit<Workflow, 'document'> & { true?: Workflow['on'] };
  // YAML 1.1 reads a bare `on:` key as the boolean true; the yaml package (1.2) does not, but
  // accept both.
  return { ...data, on: data.on ?? data.true ?? {}, jobs: data.jobs ?? {}, document };
}

/** A workflow's triggers by name. */
export function triggers(workflow: Workflow): string[] {
  const { on } = workflow;
  return typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
}

const steps = (job: Job) => job.steps ?? [];
const label = (jobId: string, step?: Step, index?: number) =>
  step ? `${jobId}, step ${step.name ?? step.id ?? step.uses ?? `#${(index ?? 0) + 1}`}` : jobId;

/** An action reference pinned to a full commit SHA (or a local action, or a digest image). */
const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[^@\s]+)?@[0-9a-f]{40}$/;
const LOCAL_OR_DIGEST = /^(?:\.\/|docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$)/;
/** The version a pinned action was taken from, in the comment after it: `# v4.2.2`. */
const VERSION_COMMENT = /^\s*v?\d+(?:\.\d+){0,2}\b/;

/**
 * Every action and reusable workflow is pinned by a full commit SHA (a tag or a branch can be
 * moved to other code), with the version it was taken from in a comment on the same line.
 */
export function unpinnedActions(workflow: Workflow): string[] {
  const problems: string[] = [];
  visit(workflow.document, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return;
      const reference = String(pair.value.value);
      if (LOCAL_OR_DIGEST.test(reference)) return;
      if (!PINNED.test(reference)) problems.push(`${reference} is not pinned by a commit SHA`);
      else if (!VERSION_COMMENT.test(pair.value.comment ?? '')) {
        problems.push(`${reference} has no "# vX.Y.Z" comment naming its version`);
      }
    },
  });
  return problems;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

/** firebase-tools' version as package.json pins it (devDependencies), or null when it does not. */
export function pinnedFirebaseTools(packageJson: {
  devDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}): string | null {
  const spec =
    packageJson.devDependencies?.['firebase-tools'] ?? packageJson.dependencies?.['firebase-tools'];
  return spec && EXACT_VERSION.test(spec) ? spec : null;
}

/** Places in a shell snippet where firebase-tools runs, with the version asked for (or none). */
function firebaseToolsCalls(shell: string): { text: string; version: string | null }[] {
  const calls: { text: string; version: string | null }[] = [];
  for (const match of shell.matchAll(/\bfirebase-tools(?:@(\S+))?/g)) {
    calls.push({ text: match[0], version: match[1] ?? null });
  }
  // The CLI by its own name, from whatever npx or the PATH finds.
  for (const match of shell.matchAll(
    /(?:^|[\s;&|(])(npx(?:\s+--?\S+)*\s+firebase|firebase)\s+[a-z]/gm,
  )) {
    calls.push({ text: match[1] ?? 'firebase', version: null });
  }
  return calls;
}

/**
 * firebase-tools runs at the version package.json pins, wherever it runs: in a step's shell, in
 * an npm script the workflow calls, and in Firebase's hosting deploy action (its
 * firebaseToolsVersion input, `latest` when left out).
 */
export function unpinnedFirebaseTools(
  workflow: Workflow,
  packageJson: { scripts?: Record<string, string>; devDependencies?: Record<string, string> },
): string[] {
  const pinned = pinnedFirebaseTools(packageJson);
  const problems = pinned ? [] : ['package.json does not pin firebase-tools to one version'];
  const judge = (where: string, version: string | null, text: string) => {
    if (!version || !EXACT_VERSION.test(version)) {
      problems.push(`${where}: ${text} runs firebase-tools without a pinned version`);
    } else if (pinned && version !== pinned) {
      problems.push(`${where}: firebase-tools@${version}, not the pinned ${pinned}`);
    }
  };
  for (const [name, script] of Object.entries(packageJson.scripts ?? {})) {
    for (const call of firebaseToolsCalls(script))
      judge(`npm script ${name}`, call.version, call.text);
  }
  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    steps(job).forEach((step, index) => {
      const where = label(jobId, step, index);
      for (const call of firebaseToolsCalls(step.run ?? '')) judge(where, call.version, call.text);
      if (/^firebaseextended\/action-hosting-deploy@/i.test(step.uses ?? '')) {
        const version = step.with?.firebaseToolsVersion;
        judge(where, typeof version === 'string' ? version : null, 'the hosting deploy action');
      }
    });
  }
  return problems;
}

/** npm's subcommands that may resolve other versions than the lockfile's (and their aliases). */
const RESOLVING = new Set(['install', 'i', 'in', 'add', 'update', 'up', 'upgrade']);
/** npm's options that take a value (the value is not the subcommand). */
const VALUED_OPTIONS = new Set(['--prefix', '-C', '--workspace', '-w', '--userconfig', '--cache']);

/** The npm subcommand of each npm command in a shell snippet. */
function npmSubcommands(shell: string): string[] {
  return shell
    .split(/&&|\|\||[;|\n]/)
    .map((command) => command.trim().split(/\s+/))
    .filter(([program]) => program === 'npm')
    .flatMap((words) => {
      for (let index = 1; index < words.length; index += 1) {
        const word = words[index] ?? '';
        if (VALUED_OPTIONS.has(word)) index += 1;
        else if (!word.startsWith('-')) return [word];
      }
      return [];
    });
}

/**
 * Dependencies are installed from the lockfile as it is (`npm ci`): `npm install` (or `npm i`,
 * `npm add`, `npm update`) may resolve other versions than the ones reviewed.
 */
export function lockfileBypassed(workflow: Workflow): string[] {
  const problems: string[] = [];
  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    steps(job).forEach((step, index) => {
      for (const subcommand of npmSubcommands(step.run ?? '')) {
        if (RESOLVING.has(subcommand)) {
          problems.push(`${label(jobId, step, index)}: npm ${subcommand} instead of npm ci`);
        }
      }
    });
  }
  return problems;
}

/**
 * Every checkout leaves no token in .git/config (`persist-credentials: false`): the code it
 * checks out, its npm scripts included, could read it.
 */
export function persistedCredentials(workflow: Workflow): string[] {
  const problems: string[] = [];
  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    steps(job).forEach((step, index) => {
      if (!/^actions\/checkout@/.test(step.uses ?? '')) return;
      const persist = step.with?.['persist-credentials'];
      if (persist !== false && persist !== 'false') {
        problems.push(
          `${label(jobId, step, index)}: a checkout without persist-credentials: false`,
        );
      }
    });
  }
  return problems;
}

const WRITE_ALL = /^(write-all|read-all)$/;

/**
 * Every job states its permissions (the token gets exactly those), none asks for all of them,
 * and the workflow's default grants no write access to a job that forgets.
 */
export function missingPermissions(workflow: Workflow): string[] {
  const problems: string[] = [];
  const top = workflow.permissions;
  if (typeof top === 'string' && WRITE_ALL.test(top)) problems.push(`the workflow asks for ${top}`);
  if (top && typeof top === 'object') {
    for (const [scope, access] of Object.entries(top)) {
      if (access === 'write') problems.push(`the workflow's default permissions write ${scope}`);
    }
  }
  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    if (job.permissions === undefined) problems.push(`${jobId}: no permissions of its own`);
    else if (typeof job.permissions === 'string' && WRITE_ALL.test(job.permissions)) {
      problems.push(`${jobId}: asks for ${job.permissions}`);
    }
  }
  return problems;
}

/** Secrets a job that runs for a pull request may hold: none of them touches production. */
export const PULL_REQUEST_SECRETS = ['GITHUB_TOKEN', 'PREVIEW_FIREBASE_SERVICE_ACCOUNT'];
const PULL_REQUEST_TRIGGERS = ['pull_request', 'pull_request_target'];

/** The secrets named anywhere in a value; `*` when they are reached as a whole or by index. */
function secretsIn(value: unknown): string[] {
  const text = JSON.stringify(value ?? null);
  return [
    ...[...text.matchAll(/\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? ''),
    ...(/\bsecrets\s*\[|toJSON\(\s*secrets\s*\)|"secrets":"inherit"/i.test(text) ? ['*'] : []),
  ];
}

const environmentOf = (job: Job) =>
  typeof job.environment === 'string' ? job.environment : job.environment?.name;

/** The top-level conditions of an `if:` (split on && outside parentheses), whitespace-normalised. */
function conjuncts(condition: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const text = condition.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1');
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && text.startsWith('&&', index)) {
      parts.push(current);
      current = '';
      index += 1;
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
}

/**
 * A secret that is not a pull request's (PULL_REQUEST_SECRETS) is production's: only a job in the
 * `production` environment holds it (the environment's reviewers and branch rule then apply), it
 * never runs for a pull request, and no workflow-wide setting hands it to every job.
 */
export function exposedProductionSecrets(workflow: Workflow): string[] {
  const problems: string[] = [];
  const production = (value: unknown) =>
    secretsIn(value).filter((secret) => !PULL_REQUEST_SECRETS.includes(secret));
  const prTriggers = triggers(workflow).filter((name) => PULL_REQUEST_TRIGGERS.includes(name));
  for (const secret of production({ env: workflow.env, on: workflow.on })) {
    problems.push(`the workflow hands ${secret === '*' ? 'all secrets' : secret} to every job`);
  }
  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    const used = [...new Set(production(job))];
    if (!used.length) continue;
    const names = used.map((secret) => (secret === '*' ? 'all secrets' : secret)).join(', ');
    if (environmentOf(job) !== 'production') {
      problems.push(`${jobId}: uses ${names} outside the production environment`);
    }
    if (triggers(workflow).includes('pull_request_target')) {
      problems.push(`${jobId}: uses ${names} in a workflow run by pull_request_target`);
    } else if (
      prTriggers.length &&
      !conjuncts(job.if ?? '').includes("github.event_name == 'push'")
    ) {
      problems.push(`${jobId}: uses ${names} and may run for a pull request`);
    }
  }
  return problems;
}

/** Every rule, by what it keeps out. */
export const WORKFLOW_RULES = {
  'actions pinned by commit SHA': unpinnedActions,
  'npm ci, not npm install': lockfileBypassed,
  'checkouts without persisted credentials': persistedCredentials,
  'explicit, least permissions per job': missingPermissions,
  'production secrets only in production, never for a pull request': exposedProductionSecrets,
} satisfies Record<string, (workflow: Workflow) => string[]>;
