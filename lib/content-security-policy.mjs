// The site's Content-Security-Policy: which sources each exported page needs, and a checker that
// lists what a policy would block in a page. Plain JavaScript (types in the .d.mts beside it) so
// the build script (scripts/csp.mjs), the Jest tests and the Playwright checks share one copy.
import { createHash } from 'node:crypto';

/** Google Analytics 4 with gtag.js: the tag itself, then its collection hits (Google's CSP guide). */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Cloud Firestore (newsletter sign-up on every page, the admin's lists). */
export const FIRESTORE_SOURCES = { connect: ['https://firestore.googleapis.com'] };

/**
 * Firebase Auth with signInWithPopup (only the admin page signs in): the REST endpoints, Google's
 * API loader that the SDK injects, and the hidden frame it opens on the project's auth domain.
 */
export const AUTH_SOURCES = {
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  script: ['https://apis.google.com'],
};

const GA_ID = /^G-[A-Z0-9]{4,}$/;

const clean = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * What the policy must allow, from the same NEXT_PUBLIC_* variables `lib/site-config.ts` reads
 * (a Jest test keeps the two in agreement): analytics only with a valid measurement id, Firebase
 * only with the four required web-config values, emulators only alongside Firebase.
 */
export function cspSettingsFromEnv(env) {
  const measurementId = clean(env.NEXT_PUBLIC_GA_MEASUREMENT_ID);
  const firebaseValues = [
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    'NEXT_PUBLIC_FIREBASE_APP_ID',
  ].map((name) => clean(env[name]));
  const firebase = firebaseValues.every(Boolean);
  const emulator = (name) => {
    const host = firebase ? clean(env[name]) : null;
    return host ? `http://${host}` : null;
  };
  return {
    measurementId: measurementId && GA_ID.test(measurementId) ? measurementId : null,
    authDomain: firebase ? firebaseValues[1] : null,
    firestoreEmulator: emulator('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST'),
    authEmulator: emulator('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST'),
  };
}

/** A CSP hash source for some inline code, e.g. 'sha256-…'. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The policy of one page. `scriptHashes`/`styleHashes` allow that page's inline <script> and
 * <style> elements; `styleAttributeHashes` its style="…" attributes (through 'unsafe-hashes',
 * never 'unsafe-inline'); `signIn` adds what Firebase Auth's popup sign-in needs.
 */
export function buildPolicy({
  settings,
  scriptHashes = [],
  styleHashes = [],
  styleAttributeHashes = [],
  signIn = false,
}) {
  const analytics = Boolean(settings.measurementId);
  const firebase = Boolean(settings.authDomain);
  const auth = firebase && signIn;
  const attributeHashes = unique(styleAttributeHashes);
  const directives = [
    ['default-src', ["'none'"]],
    [
      'script-src',
      [
        "'self'",
        ...unique(scriptHashes),
        ...(analytics ? ANALYTICS_SOURCES.script : []),
        ...(auth ? AUTH_SOURCES.script : []),
      ],
    ],
    [
      'style-src',
      [
        "'self'",
        ...(attributeHashes.length ? ["'unsafe-hashes'"] : []),
        ...unique([...styleHashes, ...attributeHashes]),
      ],
    ],
    ['img-src', ["'self'", ...(analytics ? ANALYTICS_SOURCES.img : [])]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...(analytics ? ANALYTICS_SOURCES.connect : []),
        ...(firebase ? FIRESTORE_SOURCES.connect : []),
        ...(firebase ? [settings.firestoreEmulator] : []),
        ...(auth ? [...AUTH_SOURCES.connect, settings.authEmulator] : []),
      ],
    ],
    ['manifest-src', ["'self'"]],
    ['frame-src', auth ? [`https://${settings.authDomain}`, settings.authEmulator] : []],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => [name, unique(sources)])
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Directive name -> its sources, as a browser reads a policy (the first occurrence wins). */
export function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

/** The sources that govern a kind of resource, following CSP's fallback chain. */
function effectiveSources(directives, chain) {
  for (const name of chain) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  return null;
}

const SCRIPT_ELEMENTS = ['script-src-elem', 'script-src', 'default-src'];
const STYLE_ELEMENTS = ['style-src-elem', 'style-src', 'default-src'];
const STYLE_ATTRIBUTES = ['style-src-attr', 'style-src', 'default-src'];

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeAttribute(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const OPEN_TAG = String.raw`\s*((?:[^>"']|"[^"]*"|'[^']*')*)>`;
const SCRIPT = new RegExp(String.raw`<script(?=[\s>])${OPEN_TAG}([\s\S]*?)<\/script\s*>`, 'gi');
const STYLE = new RegExp(String.raw`<style(?=[\s>])${OPEN_TAG}([\s\S]*?)<\/style\s*>`, 'gi');
const TAG = new RegExp(String.raw`<([a-zA-Z][^\s/>]*)(?=[\s/>])${OPEN_TAG}`, 'g');

/** Script types a browser executes; anything else (application/ld+json…) is a data block. */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
]);

/**
 * The parts of a page a policy governs as inline code: executable inline scripts, <style>
 * elements, style attributes, inline event handlers and javascript: URLs, plus the addresses of
 * external scripts. Written for the HTML React renders (quoted attributes).
 */
export function inlineCode(html) {
  const scripts = [];
  const externalScripts = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(match[1]);
    if ('src' in attributes) {
      externalScripts.push(attributes.src);
      continue;
    }
    const type = (attributes.type ?? '').trim().toLowerCase();
    if (JAVASCRIPT_TYPES.has(type)) scripts.push(match[2]);
  }
  // Text inside scripts is not markup: drop it before looking at tags.
  const markup = html.replace(SCRIPT, '<script>');
  const styles = [...markup.matchAll(STYLE)].map((match) => match[2]);
  const styleAttributes = [];
  const eventHandlers = [];
  const javascriptUrls = [];
  for (const match of markup.replace(STYLE, '<style>').matchAll(TAG)) {
    const attributes = parseAttributes(match[2]);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'style') styleAttributes.push(value);
      else if (/^on[a-z]+$/.test(name)) eventHandlers.push(`<${match[1]} ${name}="${value}">`);
      else if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)) {
        if (/^\s*javascript:/i.test(value)) javascriptUrls.push(`<${match[1]} ${name}="${value}">`);
      }
    }
  }
  return { scripts, externalScripts, styles, styleAttributes, eventHandlers, javascriptUrls };
}

const excerpt = (text) => JSON.stringify(text.length > 70 ? `${text.slice(0, 70)}…` : text);

const PAGE_ORIGIN = 'https://page.invalid';

/** Whether a host source such as https://www.example.com or https://*.example.com matches. */
function hostSourceMatches(source, url) {
  const match = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+))?/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (url.protocol !== `${scheme.toLowerCase()}:` || (port && url.port !== port)) return false;
  return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
}

function allowsExternalScript(sources, src) {
  const url = new URL(src, `${PAGE_ORIGIN}/`);
  if (url.origin === PAGE_ORIGIN) return sources.includes("'self'");
  return sources.some((source) => hostSourceMatches(source, url));
}

/**
 * Everything in `html` that `policy` would block, plus unsafe sources in the script policy. An
 * empty list means the page runs under that policy without a violation from its own markup.
 */
export function findCspProblems(html, policy) {
  const directives = parsePolicy(policy);
  const problems = [];
  const scriptSources = effectiveSources(directives, SCRIPT_ELEMENTS);
  if (!scriptSources) problems.push('no script-src or default-src: scripts are not restricted');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:']) {
    if (scriptSources?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  }
  const code = inlineCode(html);
  if (scriptSources) {
    for (const script of code.scripts) {
      const hash = hashSource(script);
      if (!scriptSources.includes(hash)) {
        problems.push(`inline script not allowed (${hash}): ${excerpt(script)}`);
      }
    }
    for (const src of code.externalScripts) {
      if (!allowsExternalScript(scriptSources, src)) problems.push(`script not allowed: ${src}`);
    }
  }
  for (const handler of code.eventHandlers) problems.push(`inline event handler: ${handler}`);
  for (const url of code.javascriptUrls) problems.push(`javascript: URL: ${url}`);

  const styleSources = effectiveSources(directives, STYLE_ELEMENTS);
  if (styleSources && !styleSources.includes("'unsafe-inline'")) {
    for (const style of code.styles) {
      const hash = hashSource(style);
      if (!styleSources.includes(hash)) {
        problems.push(`<style> not allowed (${hash}): ${excerpt(style)}`);
      }
    }
  }
  const attributeSources = effectiveSources(directives, STYLE_ATTRIBUTES);
  const inlineAllowed =
    attributeSources?.includes("'unsafe-inline'") &&
    !attributeSources.some((source) => /^'(sha\d+|nonce)-/.test(source));
  if (attributeSources && !inlineAllowed) {
    for (const value of code.styleAttributes) {
      const hash = hashSource(value);
      if (!attributeSources.includes("'unsafe-hashes'") || !attributeSources.includes(hash)) {
        problems.push(`style attribute not allowed (${hash}): ${excerpt(value)}`);
      }
    }
  }
  return problems;
}

// Firebase Hosting (firebase.json): one Content-Security-Policy entry per exported page. Hosting
// and superstatic apply every matching header entry in order, a later value replacing an earlier
// one, so the catch-all entry (unknown URLs get the 404 page) comes first, then the files, then
// the pages.

export const CSP_HEADER = 'Content-Security-Policy';

/** RE2-compatible pattern for a page's URL, with or without its trailing slash. */
export function routePattern(route) {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return route === '/' ? '^/$' : `^${escaped.replace(/\/$/, '')}/?$`;
}

/** Header entries that carry a CSP: the part of firebase.json this module writes. */
export function isCspEntry(entry) {
  return (entry.headers ?? []).some(
    (header) => header.key.toLowerCase() === 'content-security-policy',
  );
}

/**
 * URLs of files rather than pages: scripts, styles, fonts, images, page data for client
 * navigation, feeds. Pages are served at extension-less URLs (`/blog/`), so a last segment with
 * one of these extensions is never a page.
 */
export const FILE_PATTERN =
  '^/(?:[^/]+/)*[^/]+\\.(?:js|css|woff2|svg|png|jpg|webp|avif|ico|webmanifest|txt|xml|json)$';

/**
 * The policy of a file's response. A page's policy does not govern the scripts, styles and images
 * it loads, so a file needs no hashes or hosts: only a strict policy for when one is opened on its
 * own (an SVG cannot run a script, nothing can frame it). Sent with every file, it is ~90 bytes
 * instead of the 404 page's ~1 KB. An unknown file URL gets the 404 page under it: text only.
 */
export const FILE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** The CSP entries for the pages of an export: the catch-all, the files, then each page. */
export function cspEntries({ fallbackPolicy, pages }) {
  return [
    { source: '**', headers: [{ key: CSP_HEADER, value: fallbackPolicy }] },
    { regex: FILE_PATTERN, headers: [{ key: CSP_HEADER, value: FILE_POLICY }] },
    ...pages.map(({ route, policy }) => ({
      regex: routePattern(route),
      headers: [{ key: CSP_HEADER, value: policy }],
    })),
  ];
}

/** The hosting config with its CSP entries replaced by `entries`, after every other entry. */
export function withCspEntries(hosting, entries) {
  const kept = (hosting.headers ?? []).filter((entry) => !isCspEntry(entry));
  return { ...hosting, headers: [...kept, ...entries] };
}

/**
 * The policy a URL path gets from the CSP entries of a hosting config (the last matching entry),
 * or null. Only the forms this module writes are understood: source "**" and regex.
 */
export function policyForPath(hosting, pathname) {
  let policy = null;
  for (const entry of (hosting.headers ?? []).filter(isCspEntry)) {
    let matches;
    if (entry.source === '**' || entry.source === '/**') matches = true;
    else if (entry.regex) matches = new RegExp(entry.regex, 'u').test(pathname);
    else throw new Error(`CSP entry with an unexpected source: ${JSON.stringify(entry)}`);
    if (matches) {
      policy = entry.headers.find((header) => header.key === CSP_HEADER)?.value ?? policy;
    }
  }
  return policy;
}
