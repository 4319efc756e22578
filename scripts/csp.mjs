// Writes the Content-Security-Policy entries of firebase.json for the export in out/: one policy
// per exported page, with the sha256 hashes of that page's inline scripts and styles, so no
// 'unsafe-inline' is needed. Runs after `next build` (npm run build, npm start, npm test).
//
//   node scripts/csp.mjs           write the entries for out/ (same env files as `next build`)
//   node scripts/csp.mjs --check   fail unless firebase.json allows every page in out/ (predeploy)
//   node scripts/csp.mjs --reset   put back the pre-build entry (the state kept in git)
//   node scripts/csp.mjs --write-to F   write firebase.json with the entries to F instead (the
//                                       tests' second, online export gets its own hosting config)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import nextEnv from '@next/env';
import {
  buildPolicy,
  cspEntries,
  cspSettingsFromEnv,
  findCspProblems,
  hashSource,
  inlineCode,
  policyForPath,
  withCspEntries,
} from '../lib/content-security-policy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');
const configFile = path.join(root, 'firebase.json');
const require = createRequire(import.meta.url);

/** Pages that sign in with Firebase Auth's popup. */
const SIGN_IN_ROUTES = new Set(['/admin/']);
/** Leaves room for the other response headers under the common 8 KB limit of proxies. */
const MAX_POLICY_BYTES = 6 * 1024;

function fail(message) {
  console.error(`✘ CSP: ${message}`);
  process.exit(1);
}

function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    })
    .sort();
}

/** URL path of an exported file: out/blog/index.html -> /blog/, out/404.html -> /404.html. */
function routeOf(file) {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return relative.endsWith('/index.html')
    ? `/${relative.slice(0, -'index.html'.length)}`
    : `/${relative}`;
}

function readConfig() {
  return JSON.parse(fs.readFileSync(configFile, 'utf8'));
}

/** JSON with two-space indents; an array or object that fits in 100 columns stays on one line. */
function formatJson(value, indent = '') {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => formatJson(item, inner))
    : Object.entries(value).map(
        ([key, item]) => `${JSON.stringify(key)}: ${formatJson(item, inner)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (items.length === 0) return `${open}${close}`;
  const line = Array.isArray(value) ? `[${items.join(', ')}]` : `{ ${items.join(', ')} }`;
  if (!line.includes('\n') && inner.length + line.length <= 100) return line;
  return `${open}\n${items.map((item) => `${inner}${item}`).join(',\n')}\n${indent}${close}`;
}

function writeHosting(hosting, target = configFile) {
  const config = readConfig();
  fs.writeFileSync(target, `${formatJson({ ...config, hosting })}\n`);
}

/**
 * The text of the inline script @next/third-parties' GoogleAnalytics inserts after consent
 * (next/script sets it as the script's innerHTML). Read from the installed package by calling the
 * component with stand-ins for React and next/script, with the props the site passes
 * (components/analytics/google-analytics.tsx), so the hash follows the package's own template.
 */
function analyticsInitScript(measurementId) {
  const file = path.join(path.dirname(require.resolve('@next/third-parties/google')), 'ga.js');
  const element = (type, props) => ({ type, props });
  const standIns = {
    'react/jsx-runtime': { jsx: element, jsxs: element, Fragment: 'Fragment' },
    react: { useEffect() {} },
    'next/script': { __esModule: true, default: 'Script' },
  };
  const loaded = { exports: {} };
  const factory = vm.runInNewContext(
    `(function (exports, require, module) {${fs.readFileSync(file, 'utf8')}\n})`,
    {},
    { filename: file },
  );
  factory(loaded.exports, (name) => standIns[name] ?? fail(`${file} needs ${name}`), loaded);
  const tree = loaded.exports.GoogleAnalytics({ gaId: measurementId });
  const init = [tree.props.children]
    .flat(Infinity)
    .find((child) => child?.props?.id === '_next-ga-init');
  const text = init?.props?.dangerouslySetInnerHTML?.__html;
  if (typeof text !== 'string') fail(`no inline init script found in ${file}`);
  return text;
}

/** The <style> next-themes adds while it applies a theme, on load and on every switch. */
function themeSwitchStyle() {
  const file = require.resolve('next-themes');
  const match = /createTextNode\("((?:[^"\\]|\\.)*transition:none(?:[^"\\]|\\.)*)"\)/.exec(
    fs.readFileSync(file, 'utf8'),
  );
  if (!match?.[1]) fail(`the theme-switch style was not found in ${file}`);
  return JSON.parse(`"${match[1]}"`);
}

/** Configured values the client bundle must contain if out/ was built with the same env. */
function checkBuildMatchesEnv(settings) {
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  const bundle = fs
    .readdirSync(chunksDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(chunksDir, name), 'utf8'))
    .join('\n');
  const expected = [settings.measurementId, settings.authDomain].filter(Boolean);
  for (const value of expected) {
    if (!bundle.includes(`"${value}"`)) {
      fail(`out/ was not built with ${value} (run \`next build\` and this script with one env)`);
    }
  }
  const builtId = /"(G-[A-Z0-9]{4,})"/.exec(bundle)?.[1];
  if (builtId && builtId !== settings.measurementId) {
    fail(`out/ was built with ${builtId}; this script sees ${settings.measurementId ?? 'none'}`);
  }
}

function pagePolicies(settings) {
  const runtimeScripts = settings.measurementId
    ? [hashSource(analyticsInitScript(settings.measurementId))]
    : [];
  const runtimeStyles = [hashSource(themeSwitchStyle())];
  return htmlFiles(outDir).map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const code = inlineCode(html);
    const route = routeOf(file);
    const policy = buildPolicy({
      settings,
      scriptHashes: [...code.scripts.map(hashSource), ...runtimeScripts],
      styleHashes: [...code.styles.map(hashSource), ...runtimeStyles],
      styleAttributeHashes: code.styleAttributes.map(hashSource),
      signIn: SIGN_IN_ROUTES.has(route),
    });
    const problems = findCspProblems(html, policy);
    if (problems.length) fail(`${route} cannot run under its policy:\n  ${problems.join('\n  ')}`);
    return { route, policy };
  });
}

function write() {
  nextEnv.loadEnvConfig(root, false, { info() {}, error: console.error });
  const settings = cspSettingsFromEnv(process.env);
  checkBuildMatchesEnv(settings);
  const policies = pagePolicies(settings);
  const notFound = policies.find((page) => page.route === '/404.html');
  if (!notFound) fail('out/404.html is missing');
  // Superstatic and Hosting serve each page at /path/ only (other forms redirect there), and
  // every unknown URL with 404.html: that page's policy is the catch-all.
  const pages = policies.filter((page) => page.route.endsWith('/'));
  const entries = cspEntries({ fallbackPolicy: notFound.policy, pages });
  writeHosting(withCspEntries(readConfig().hosting, entries), writeTo);

  const sizes = entries.map((entry) => Buffer.byteLength(entry.headers[0]?.value ?? ''));
  const largest = Math.max(...sizes);
  if (largest > MAX_POLICY_BYTES) fail(`a policy is ${largest} bytes (limit ${MAX_POLICY_BYTES})`);
  const features = [
    settings.measurementId && `analytics ${settings.measurementId}`,
    settings.authDomain && `Firebase ${settings.authDomain}`,
    settings.firestoreEmulator && `Firestore emulator ${settings.firestoreEmulator}`,
    settings.authEmulator && `Auth emulator ${settings.authEmulator}`,
  ].filter(Boolean);
  console.log(
    `✔ CSP: ${pages.length} pages + the 404 catch-all written to ${path.relative(root, writeTo)} ` +
      `(${features.join(', ') || 'no analytics, no Firebase'}); ` +
      `largest policy ${largest} bytes, smallest ${Math.min(...sizes)}`,
  );
}

/** Every exported page must run under the policy firebase.json gives its URL. */
function check() {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) fail('no out/: run `npm run build`');
  const hosting = readConfig().hosting;
  const failures = htmlFiles(outDir).flatMap((file) => {
    const route = routeOf(file);
    // Unknown URLs are answered with 404.html.
    const url = route === '/404.html' ? '/esta-pagina-no-existe/' : route;
    const policy = policyForPath(hosting, url);
    if (!policy) return [`${route}: no Content-Security-Policy`];
    return findCspProblems(fs.readFileSync(file, 'utf8'), policy).map((p) => `${route}: ${p}`);
  });
  if (failures.length) {
    fail(`firebase.json does not match out/ (run \`npm run build\`):\n  ${failures.join('\n  ')}`);
  }
  console.log('✔ CSP: firebase.json allows every page in out/');
}

/** The state kept in git: one strict catch-all policy without hashes (blocks inline code). */
function reset() {
  const policy = buildPolicy({ settings: cspSettingsFromEnv({}) });
  writeHosting(
    withCspEntries(readConfig().hosting, cspEntries({ fallbackPolicy: policy, pages: [] })),
  );
  console.log('✔ CSP: firebase.json back to its pre-build entry');
}

const args = process.argv.slice(2);
const writeToIndex = args.indexOf('--write-to');
const writeTo =
  writeToIndex >= 0
    ? path.resolve(args.splice(writeToIndex, 2)[1] ?? fail('--write-to needs a file'))
    : configFile;
const mode = args[0];
if (mode === '--check') check();
else if (mode === '--reset') reset();
else if (mode === undefined) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) fail('no out/: run `next build` first');
  write();
} else fail(`unknown option ${mode}`);
