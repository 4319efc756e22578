// The CSP step's work (scripts/csp/index.ts runs it from the command line; its tests run it in
// their own process, on small synthetic exports): each page of an export gets its critical CSS
// inlined (critical-css.ts), the chunks the pages load at their start get V8's compile hint
// (../compile-hints.ts), then each page gets its own Content-Security-Policy (policy.ts, from the
// hosts of sources.ts; page.ts reads the page, hashes its inline code and edits it): a meta tag
// first in its <head> with the sha256 hashes of its inline code, so no 'unsafe-inline'. The
// hosting config gets the one header policy of all pages, whatever their number: two Hosting
// sites (../hosting.ts), the site (firebase.json's hosting with this build's CSP entries) and the
// article editor (out-cms/, its own origin). `--check` is the predeploy guard. Whether the pages
// run under both policies is the browser's verdict (the e2e sweep); this step refuses only what it
// can see without one. docs/security.md has the whole picture.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GoogleAnalytics } from '@next/third-parties/google';
import { type ReactElement, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CMS_OUT, cmsOutDir } from '@/editor/paths';
import { cmsSettingsFromEnv } from '@/editor/settings';
import { buildSiteConfigJson } from '@/lib/config/build-env';
import { exportFiles, exportedPages } from '../export';
import {
  GENERATED_HOSTING_CONFIG,
  type HostingEntry,
  SIGN_IN_ROUTES,
  generatedHosting,
} from '../hosting';
import { markStartupChunks } from '../compile-hints';
import { inlineCriticalCss } from './critical-css';
import { hashSource, readPage, withMetaPolicy } from './page';
import { metaPolicy } from './policy';
import { cspSettingsFromEnv } from './sources';

const root = path.resolve(__dirname, '..', '..');
const committedConfig = path.join(root, 'firebase.json');
const GENERATED_CONFIG = path.join(root, GENERATED_HOSTING_CONFIG);

/** Under the usual 8 KB limit of proxies for all the headers of a response together. */
const MAX_HEADER_POLICY_BYTES = 4 * 1024;

/** Why the step refused: the command line prints it and exits with 1. */
export class CspStepError extends Error {}

function fail(message: string): never {
  throw new CspStepError(message);
}

/** Where the step reports what it did (the console, or a test's lines). */
export interface StepLog {
  log(line: string): void;
}

const readJson = (
  file: string,
): { hosting: HostingEntry | HostingEntry[] } & Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, 'utf8'));

/** What no policy of the site may allow: only the editor, on its own origin, needs it. */
const EVAL = "'unsafe-eval'";

/** The editor's page in its export (editor/build.ts wrote it), read, or null. */
function readEditor(outDir: string) {
  const file = path.join(cmsOutDir(outDir), 'index.html');
  return fs.existsSync(file) ? readPage(fs.readFileSync(file, 'utf8')).meta : null;
}

type InitScript = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;

/**
 * The text of the inline script @next/third-parties' GoogleAnalytics inserts after consent
 * (next/script sets it as the script's innerHTML). The site's own code only passes the id
 * (components/analytics/google-analytics.tsx); the text is a template inside the package's
 * component. So the component is called inside a React render, with the props the site passes,
 * and the text read from the next/script element it returns: the hash follows the package.
 */
function analyticsInitScript(measurementId: string): string {
  let text: string | undefined;
  function Probe() {
    const tree = GoogleAnalytics({ gaId: measurementId }) as ReactElement<{ children: unknown }>;
    const init = [tree.props.children]
      .flat(Infinity)
      .find((child): child is InitScript => (child as InitScript)?.props?.id === '_next-ga-init');
    text = init?.props.dangerouslySetInnerHTML?.__html;
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  return text ?? fail('no inline init script in @next/third-parties’ GoogleAnalytics');
}

/** The export was built with this environment: its bundle holds the same parsed site config. */
function checkBuildMatchesEnv(outDir: string, env: Record<string, string | undefined>) {
  const json = buildSiteConfigJson(env);
  const bundle = exportFiles(outDir, '.js').map((name) => fs.readFileSync(path.join(outDir, name)));
  // The build inlines it as a string literal: as it is, or with its quotes escaped.
  const forms = [json, JSON.stringify(json).slice(1, -1)];
  if (!bundle.some((code) => forms.some((form) => code.includes(form)))) {
    fail('out/ was built with other settings: run `next build` and this script with one env');
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Inlines each page's critical CSS, puts its meta policy into it, then writes the hosting config. */
async function write(
  outDir: string,
  target: string,
  env: Record<string, string | undefined>,
  out: StepLog,
) {
  const settings = cspSettingsFromEnv(env);
  checkBuildMatchesEnv(outDir, env);
  const pages = exportedPages(outDir);
  const files = pages.map((page) => page.file);
  const inlined = await inlineCriticalCss(outDir, files);
  if (inlined.length) {
    out.log(
      `✔ Critical CSS: inlined in ${inlined.length} pages (median ${median(inlined)} bytes, ` +
        `largest ${Math.max(...inlined)})`,
    );
  }
  const hinted = markStartupChunks(outDir, files);
  out.log(
    `✔ Compile hint: ${hinted.marked} of ${hinted.chunks} start-up chunks marked ` +
      `(${hinted.bytes} bytes compiled off the main thread)`,
  );
  // Inline code the site inserts at run time, on any page: the Google tag's init script (after
  // consent). next-themes inserts no style (its transition blocking is off:
  // components/layout/theme-provider.tsx; the toggle switches transitions off with a class).
  const runtimeScripts = settings.measurementId
    ? [hashSource(analyticsInitScript(settings.measurementId))]
    : [];
  const policies: string[] = [];
  let rewritten = 0;
  for (const { file, route } of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const page = readPage(html);
    const { code } = page;
    const policy = metaPolicy({
      settings,
      scriptHashes: [...code.scripts.map(hashSource), ...runtimeScripts],
      styleHashes: code.styles.map(hashSource),
      styleAttributeHashes: code.styleAttributes.map(hashSource),
      signIn: SIGN_IN_ROUTES.includes(route),
    });
    if (page.edit.insertAt === null) fail(`${route}: the page has no <head> tag`);
    const updated = withMetaPolicy(html, policy, page);
    if (updated !== html) {
      fs.writeFileSync(file, updated);
      rewritten += 1;
    }
    policies.push(policy);
  }
  if (!policies.length) fail(`no HTML page in ${path.relative(root, outDir)}/`);
  const editor = readEditor(outDir);
  if (!editor) fail(`no ${path.relative(root, cmsOutDir(outDir))}/: run editor/build.ts first`);

  const config = readJson(committedConfig);
  if (Array.isArray(config.hosting)) fail('firebase.json: hosting is the site’s entry, one object');
  const hosting = generatedHosting({
    committed: config.hosting,
    csp: settings,
    cms: cmsSettingsFromEnv(env),
    // The predeploy hook checks the config it is deployed with (firebase-tools runs it from the
    // config's folder and does not say which config that is), and that the export is this one.
    predeploy: [
      `node --import tsx scripts/csp/index.ts --check --config ${path.relative(root, target)} ` +
        `--build ${exportId([...policies, editor.policy ?? ''])}`,
    ],
  });
  fs.writeFileSync(target, `${JSON.stringify({ ...config, hosting }, null, 2)}\n`);

  const headerSizes = hosting
    .flatMap((entry) => entry.headers ?? [])
    .flatMap((entry) => entry.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => Buffer.byteLength(header.value));
  const largestHeader = Math.max(...headerSizes);
  if (largestHeader > MAX_HEADER_POLICY_BYTES) {
    fail(`a header policy is ${largestHeader} bytes (limit ${MAX_HEADER_POLICY_BYTES})`);
  }
  const features = [
    settings.measurementId && `analytics ${settings.measurementId}`,
    settings.authDomain && `Firebase ${settings.authDomain}`,
    settings.appCheck && 'App Check',
    settings.firestoreEmulator && `Firestore emulator ${settings.firestoreEmulator}`,
    settings.authEmulator && `Auth emulator ${settings.authEmulator}`,
    settings.functions && `functions ${settings.functions}`,
    settings.reportUri && `reports to ${settings.reportUri}`,
  ].filter(Boolean);
  const sizes = policies.map((policy) => Buffer.byteLength(policy));
  out.log(
    `✔ CSP: ${sizes.length} pages carry their policy (${rewritten} rewritten; largest ` +
      `${Math.max(...sizes)} bytes, median ${median(sizes)}); ${path.relative(root, target)} ` +
      `written, ${fs.statSync(target).size} bytes (${features.join(', ') || 'no analytics, no Firebase'})`,
  );
}

/** What ties a hosting config to the export it was written for: its pages' policies. */
const exportId = (policies: string[]) =>
  createHash('sha256').update(policies.join('\n')).digest('hex').slice(0, 16);

/** The values of a hosting entry's CSP headers. */
const cspValues = (entry: HostingEntry | undefined) =>
  (entry?.headers ?? [])
    .flatMap((each) => each.headers)
    .filter((header) => header.key.toLowerCase() === 'content-security-policy')
    .map((header) => header.value);

/**
 * The predeploy guard: every page of the export has exactly one meta policy, first in its <head>
 * (after the charset declaration only), none of the site's policies allows eval, the editor is
 * served by its own site only, and the config was written by this step for this export.
 */
function check(outDir: string, configFile: string, build: string | undefined, out: StepLog) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) fail('no out/: run `npm run build`');
  if (!fs.existsSync(configFile)) fail(`no ${path.relative(root, configFile)}: run npm run build`);
  const name = path.relative(root, configFile);
  const policies: string[] = [];
  const problems = exportedPages(outDir).flatMap(({ file, route }) => {
    const { meta } = readPage(fs.readFileSync(file, 'utf8'));
    policies.push(meta.policy ?? '');
    return [
      ...meta.problems.map((problem) => `${route}: ${problem}`),
      ...(meta.policy?.includes(EVAL) ? [`${route}: its policy allows ${EVAL}`] : []),
    ];
  });
  if (exportFiles(outDir).some((file) => /(^|\/)decap-cms\.js$/.test(file))) {
    problems.push(`${path.relative(root, outDir)}/ holds the editor: it has its own site`);
  }
  // The article editor (editor/build.ts writes its policy): one meta policy too.
  const editor = readEditor(outDir);
  if (!editor) problems.push(`no ${path.relative(root, cmsOutDir(outDir))}/: run npm run build`);
  problems.push(...(editor?.problems ?? []).map((problem) => `the editor: ${problem}`));
  const hosting = [readJson(configFile).hosting].flat();
  const editorSite = hosting.filter((entry) => entry.public === CMS_OUT);
  const sites = hosting.filter((entry) => entry.public !== CMS_OUT);
  if (editorSite.length !== 1 || sites.length !== 1) {
    problems.push(`${name} does not serve the site and the editor from two sites`);
  }
  if (!cspValues(sites[0]).length) problems.push(`${name} has no Content-Security-Policy header`);
  if (cspValues(sites[0]).some((value) => value.includes(EVAL))) {
    problems.push(`${name}: a header policy of the site allows ${EVAL}`);
  }
  if (!cspValues(editorSite[0]).length) {
    problems.push(`${name} has no Content-Security-Policy header for the editor`);
  }
  if (build !== exportId([...policies, editor?.policy ?? ''])) {
    problems.push(
      `${path.relative(root, configFile)} was not written for this export (run \`npm run build\` ` +
        `and deploy with \`--config ${GENERATED_HOSTING_CONFIG}\`)`,
    );
  }
  if (problems.length) fail(`not ready to deploy:\n  ${problems.slice(0, 20).join('\n  ')}`);
  out.log(`✔ CSP: ${policies.length} pages carry one meta policy each, the config is theirs`);
}

/**
 * The step as its command line takes it (see index.ts): `--check [--config F] [--build ID]`, or
 * the write, with `--out DIR` and `--write-to F`; `env` is the build's (ignored by `--check`).
 * Throws CspStepError when it refuses.
 */
export async function runCspStep(
  argv: string[],
  env: Record<string, string | undefined>,
  out: StepLog = console,
) {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean', default: false },
      out: { type: 'string' },
      'write-to': { type: 'string' },
      config: { type: 'string' },
      build: { type: 'string' },
    },
  });
  const resolved = (value: string | undefined) => (value ? path.resolve(value) : undefined);
  const outDir = resolved(args.out) ?? path.join(root, 'out');
  const writeTo = resolved(args['write-to']);
  if (args.check) {
    check(outDir, resolved(args.config) ?? writeTo ?? GENERATED_CONFIG, args.build, out);
    return;
  }
  if (!fs.existsSync(path.join(outDir, 'index.html'))) fail('no out/: run `next build` first');
  await write(outDir, writeTo ?? GENERATED_CONFIG, env, out);
}
