// The site's Content-Security-Policy: which sources each exported page needs, where each part is
// delivered, and a checker that lists what a policy would block in a page. Plain JavaScript
// (types in the .d.mts beside it) so the build script (scripts/csp.mjs), the Jest tests and the
// Playwright checks share one copy.
//
// Two policies govern every page, and the browser enforces both (a load must pass each):
// - a meta policy, `<meta http-equiv="Content-Security-Policy">` first in the page's <head>,
//   complete on its own (default-src 'none', the hosts) plus the hashes of that page's inline
//   scripts, styles and style attributes. It lives in the page, so the hosting config does not
//   grow with the number of pages;
// - a header policy, one for all pages (another for the admin page, which signs in), with what a
//   meta tag cannot carry (frame-ancestors, reporting) and the same host allowlists. It has no
//   default-src, script-src or style-src: those would block the pages' inline code, whose hashes
//   only the meta policy knows.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

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

/**
 * Firebase App Check with the reCAPTCHA Enterprise provider, on every page (the newsletter form,
 * which writes to Firestore, is on every page). The script and frame sources are the allowlist of
 * Google's reCAPTCHA FAQ ("I'm using Content-Security-Policy (CSP) on my website"): the SDK loads
 * https://www.google.com/recaptcha/enterprise.js, which loads its code from www.gstatic.com and
 * renders an invisible widget frame. The connect source is the App Check token exchange
 * (BASE_ENDPOINT of @firebase/app-check).
 */
export const APP_CHECK_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

const GA_ID = /^G-[A-Z0-9]{4,}$/;

const clean = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * CSP_REPORT_URI: an absolute https URL (http only on this machine, for local checks). It is
 * written into a header, so characters that would end a directive or a header value are refused.
 */
function reportUriFrom(value) {
  const text = clean(value);
  if (!text) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  const local = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const scheme = url && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
  if (!scheme || /[\s;,'"]/.test(text)) {
    throw new Error(
      `CSP_REPORT_URI no es válida (${JSON.stringify(text)}): debe ser una URL https completa, ` +
        'sin espacios, comas, punto y coma ni comillas, p. ej. https://reportes.ejemplo.mx/csp',
    );
  }
  return url.href;
}

/**
 * What the policy must allow, from the same variables `lib/site-config.ts` reads (a Jest test
 * keeps the two in agreement): analytics only with a valid measurement id, Firebase only with the
 * four required web-config values, emulators and App Check only alongside Firebase. Reporting
 * (CSP_REPORT_URI) is not a NEXT_PUBLIC_ variable: only the hosting config uses it. Throws on an
 * invalid CSP_REPORT_URI.
 */
export function cspSettingsFromEnv(env) {
  const analyticsOff = clean(env.NEXT_PUBLIC_ANALYTICS)?.toLowerCase() === 'off';
  const measurementId = analyticsOff ? null : clean(env.NEXT_PUBLIC_GA_MEASUREMENT_ID);
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
    appCheck: firebase && Boolean(clean(env.NEXT_PUBLIC_APP_CHECK_SITE_KEY)),
    reportUri: reportUriFrom(env.CSP_REPORT_URI),
  };
}

/** A CSP hash source for some inline code, e.g. 'sha256-…'. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

const serialize = (directives) =>
  directives
    .map(([name, sources]) => [name, unique(sources)])
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The hosts a page may reach, by directive, for the meta and the header policy alike. `signIn`
 * adds what Firebase Auth's popup sign-in needs (the admin page).
 */
function hostDirectives(settings, signIn) {
  const analytics = Boolean(settings.measurementId);
  const firebase = Boolean(settings.authDomain);
  const auth = firebase && signIn;
  const appCheck = firebase && Boolean(settings.appCheck);
  return [
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
        ...(appCheck ? APP_CHECK_SOURCES.connect : []),
      ],
    ],
    ['manifest-src', ["'self'"]],
    [
      'frame-src',
      [
        ...(auth ? [`https://${settings.authDomain}`, settings.authEmulator] : []),
        ...(appCheck ? APP_CHECK_SOURCES.frame : []),
      ],
    ],
  ];
}

/**
 * The meta policy of one page. `scriptHashes`/`styleHashes` allow that page's inline <script>
 * and <style> elements; `styleAttributeHashes` its style="…" attributes (through
 * 'unsafe-hashes', never 'unsafe-inline'). Never a directive a meta tag cannot carry.
 */
export function metaPolicy({
  settings,
  scriptHashes = [],
  styleHashes = [],
  styleAttributeHashes = [],
  signIn = false,
}) {
  const analytics = Boolean(settings.measurementId);
  const auth = Boolean(settings.authDomain) && signIn;
  const appCheck = Boolean(settings.authDomain) && Boolean(settings.appCheck);
  const attributeHashes = unique(styleAttributeHashes);
  return serialize([
    ['default-src', ["'none'"]],
    [
      'script-src',
      [
        "'self'",
        ...unique(scriptHashes),
        ...(analytics ? ANALYTICS_SOURCES.script : []),
        ...(auth ? AUTH_SOURCES.script : []),
        ...(appCheck ? APP_CHECK_SOURCES.script : []),
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
    ...hostDirectives(settings, signIn),
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ]);
}

/**
 * The header policy, the same for every page (`signIn`: the admin page's). The hosts of the
 * meta policy again, so a report names a blocked host; no frame at all when nothing needs one;
 * no inline event handler (the pages have none, and an injected one is then reported); and what
 * only a header can carry: frame-ancestors and the reporting endpoint.
 */
export function headerPolicy({ settings, signIn = false }) {
  const hosts = hostDirectives(settings, signIn).map(([name, sources]) =>
    name === 'frame-src' && sources.length === 0 ? [name, ["'none'"]] : [name, sources],
  );
  return serialize([
    ...hosts,
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['script-src-attr', ["'none'"]],
    // report-uri alone: with report-to as well, Chromium ignores report-uri and queues reports for
    // the Reporting API, which delivered nothing here within two minutes, while report-uri posts
    // each violation at once (checked in Chromium 156); Firefox and Safari read report-uri.
    ['report-uri', settings.reportUri ? [settings.reportUri] : []],
  ]);
}

/** Directives a browser ignores in a meta policy (CSP 3, "meta element"). */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

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

// parse5 parses as a browser does. With scripting off, <noscript> content is markup, so a style
// inside it (applied when JavaScript is off, and then still under the policy) is found too.
const parseDocument = (html) =>
  parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true });

/** Every element of a parsed document in document order, template contents included. */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
    if (child.content) yield* elements(child.content);
  }
}

const attributeName = (attribute) =>
  attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;

function attributesOf(element) {
  const attributes = {};
  for (const attribute of element.attrs) {
    const name = attributeName(attribute).toLowerCase();
    if (!(name in attributes)) attributes[name] = attribute.value;
  }
  return attributes;
}

const textOf = (element) =>
  element.childNodes
    .filter((child) => child.nodeName === '#text')
    .map((child) => child.value)
    .join('');

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

const isPolicyMeta = (element) =>
  element.tagName === 'meta' &&
  (attributesOf(element)['http-equiv'] ?? '').trim().toLowerCase() === 'content-security-policy';

const isCharsetMeta = (element) => element.tagName === 'meta' && 'charset' in attributesOf(element);

/**
 * One parse of a page gives everything the policy step needs (the build reads every page once):
 * - `code`: what a policy governs as inline code: executable inline scripts, <style> elements,
 *   style attributes, inline event handlers and javascript: URLs, plus the addresses of external
 *   scripts. Values are what the browser hashes (entities decoded);
 * - `meta`: the page's meta policy and what is wrong with its placement. A browser applies a
 *   meta policy only from a <meta> in <head>, and only to what comes after it: it must be there
 *   once, with nothing before it but the charset declaration;
 * - `edit`: where a meta policy goes (right after the charset declaration, which must stay in
 *   the first 1024 bytes, or first in <head>) and the source ranges of earlier policy tags.
 */
export function readPage(html) {
  const document = parseDocument(html);
  const code = {
    scripts: [],
    externalScripts: [],
    styles: [],
    styleAttributes: [],
    eventHandlers: [],
    javascriptUrls: [],
  };
  const all = [...elements(document)];
  for (const element of all) {
    const attributes = attributesOf(element);
    if (element.tagName === 'script') {
      const src = attributes.src ?? attributes.href ?? attributes['xlink:href'];
      if (src !== undefined) code.externalScripts.push(src);
      else if (JAVASCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())) {
        code.scripts.push(textOf(element));
      }
    } else if (element.tagName === 'style') code.styles.push(textOf(element));
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'style') code.styleAttributes.push(value);
      else if (/^on[a-z]+$/.test(name)) {
        code.eventHandlers.push(`<${element.tagName} ${name}="${value}">`);
      } else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) {
        code.javascriptUrls.push(`<${element.tagName} ${name}="${value}">`);
      }
    }
  }

  const htmlElement = document.childNodes.find((node) => node.tagName === 'html');
  const head = htmlElement?.childNodes.find((node) => node.tagName === 'head') ?? null;
  const metas = all.filter(isPolicyMeta);
  const meta = { policy: null, problems: [] };
  if (metas.length === 0) meta.problems.push('no Content-Security-Policy meta tag');
  else {
    const [first] = metas;
    if (metas.length > 1) meta.problems.push(`${metas.length} Content-Security-Policy meta tags`);
    if (first.parentNode !== head) meta.problems.push('the policy meta tag is not in <head>');
    const before = all
      .slice(0, all.indexOf(first))
      .filter((element) => !['html', 'head'].includes(element.tagName) && !isCharsetMeta(element));
    if (before.length) {
      const names = before.map((element) => element.tagName).join('>, <');
      meta.problems.push(`the policy meta tag comes after <${names}>`);
    }
    meta.policy = attributesOf(first).content ?? '';
    for (const name of parsePolicy(meta.policy).keys()) {
      if (HEADER_ONLY_DIRECTIVES.includes(name)) {
        meta.problems.push(`${name} is ignored in a meta policy`);
      }
    }
  }

  const headStart = head?.sourceCodeLocation?.startTag;
  const firstInHead = head?.childNodes.find((node) => node.tagName && !isPolicyMeta(node));
  const edit = {
    insertAt: !headStart
      ? null
      : firstInHead && isCharsetMeta(firstInHead)
        ? firstInHead.sourceCodeLocation.endOffset
        : headStart.endOffset,
    removals: metas.map(({ sourceCodeLocation }) => [
      sourceCodeLocation.startOffset,
      sourceCodeLocation.endOffset,
    ]),
  };
  return { code, meta, edit };
}

/** The inline code of a page (see readPage). */
export function inlineCode(html) {
  return readPage(html).code;
}

/** The page's meta policy (null when it has none) and what is wrong with its placement. */
export function metaPolicyOf(html) {
  return readPage(html).meta;
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with `policy` in a <meta http-equiv="Content-Security-Policy"> right after its
 * charset declaration, before any script, style or preload; an earlier policy tag is replaced.
 * The rest of the page is left byte for byte (the hashes are of its text), so the edit is made
 * at the parser's source offsets. `page` is readPage(html), when the caller has it.
 */
export function withMetaPolicy(html, policy, page = readPage(html)) {
  const { insertAt, removals } = page.edit;
  if (insertAt === null) throw new Error('the page has no <head> tag');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  // From the end, so earlier offsets stay valid; at one offset the removal comes first (the old
  // tag can start where the new one goes).
  const edits = [
    ...removals.map(([start, end]) => ({ start, end, text: '', order: 0 })),
    { start: insertAt, end: insertAt, text: tag, order: 1 },
  ].sort((a, b) => b.start - a.start || a.order - b.order);
  let result = html;
  for (const { start, end, text } of edits) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

const excerpt = (text) => JSON.stringify(text.length > 70 ? `${text.slice(0, 70)}…` : text);

const PAGE_ORIGIN = 'https://page.invalid';

/**
 * Whether a host source such as https://www.example.com, https://*.example.com or
 * https://www.example.com/path/ matches a URL (a path ending in / matches what is below it).
 */
function hostSourceMatches(source, url) {
  const match = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+))?(\/\S*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port, sourcePath] = match;
  if (url.protocol !== `${scheme.toLowerCase()}:` || (port && url.port !== port)) return false;
  if (!(wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host)) return false;
  if (!sourcePath) return true;
  return sourcePath.endsWith('/')
    ? url.pathname.startsWith(sourcePath)
    : url.pathname === sourcePath;
}

/** Whether script sources allow a script URL (relative URLs are the site's own). */
export function allowsScriptUrl(sources, src) {
  const url = new URL(src, `${PAGE_ORIGIN}/`);
  if (url.origin === PAGE_ORIGIN) return sources.includes("'self'");
  return sources.some((source) => hostSourceMatches(source, url));
}

/**
 * Everything in `html` that `policy` would block, plus unsafe sources in the script policy. An
 * empty list means the page runs under that policy without a violation from its own markup.
 */
export function findCspProblems(html, policy, code = inlineCode(html)) {
  const directives = parsePolicy(policy);
  const problems = [];
  const scriptSources = effectiveSources(directives, SCRIPT_ELEMENTS);
  if (!scriptSources) problems.push('no script-src or default-src: scripts are not restricted');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:']) {
    if (scriptSources?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  }
  if (scriptSources) {
    for (const script of code.scripts) {
      const hash = hashSource(script);
      if (!scriptSources.includes(hash)) {
        problems.push(`inline script not allowed (${hash}): ${excerpt(script)}`);
      }
    }
    for (const src of code.externalScripts) {
      if (!allowsScriptUrl(scriptSources, src)) problems.push(`script not allowed: ${src}`);
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

/** The kinds of load a page makes, each with its fallback chain. */
const LOAD_KINDS = {
  'script element': SCRIPT_ELEMENTS,
  'style element': STYLE_ELEMENTS,
  'style attribute': STYLE_ATTRIBUTES,
  connection: ['connect-src', 'default-src'],
  image: ['img-src', 'default-src'],
  font: ['font-src', 'default-src'],
  manifest: ['manifest-src', 'default-src'],
  frame: ['frame-src', 'child-src', 'default-src'],
};

/**
 * What the header policy would block of what the meta policy allows: both are enforced, so the
 * header must allow each source the meta policy names (hashes included: a header script-src
 * without them would block every inline script). Empty when the header only adds restrictions
 * the page does not need to cross.
 */
export function policyConflicts(metaPolicyText, headerPolicyText) {
  const meta = parsePolicy(metaPolicyText);
  const header = parsePolicy(headerPolicyText);
  const conflicts = [];
  for (const [kind, chain] of Object.entries(LOAD_KINDS)) {
    const allowed = effectiveSources(meta, chain) ?? [];
    const limit = effectiveSources(header, chain);
    if (!limit) continue;
    for (const source of allowed) {
      if (source !== "'none'" && !limit.includes(source)) {
        conflicts.push(`${kind}: the header policy blocks ${source}, which the page needs`);
      }
    }
  }
  return conflicts;
}

// Firebase Hosting: the header entries of the hosting config. Hosting and superstatic apply every
// matching header entry in order, a later value replacing an earlier one, so the pages' entry
// (which also answers unknown URLs with the 404 page) comes first, then the admin page, then the
// files. Their number does not depend on the number of pages.

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * The hosting config a build writes (git-ignored): firebase.json with the CSP entries of that
 * build's environment. It sits beside firebase.json because `firebase deploy --config` resolves
 * `public` and the rules files from the config file's folder, and refuses paths outside it.
 */
export const GENERATED_HOSTING_CONFIG = 'firebase.generated.json';

/** Pages that sign in with Firebase Auth's popup, and the pattern of their URLs. */
export const SIGN_IN_ROUTES = ['/admin/'];
export const SIGN_IN_PATTERN = '^/admin(?:/.*)?$';

/** Header entries that carry a CSP: the part of the hosting config this module writes. */
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
 * own (an SVG cannot run a script, nothing can frame it). An unknown file URL gets the 404 page
 * under it: text only.
 */
export const FILE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * The CSP header entries of the hosting config for a deployment: the same three (two when the
 * admin page needs nothing more) whatever the number of pages.
 */
export function hostingCspEntries(settings) {
  const pages = headerPolicy({ settings });
  const signIn = headerPolicy({ settings, signIn: true });
  return [
    { source: '**', headers: [{ key: CSP_HEADER, value: pages }] },
    ...(signIn === pages
      ? []
      : [{ regex: SIGN_IN_PATTERN, headers: [{ key: CSP_HEADER, value: signIn }] }]),
    { regex: FILE_PATTERN, headers: [{ key: CSP_HEADER, value: FILE_POLICY }] },
  ];
}

/** The hosting config with its CSP entries replaced by `entries`, after every other entry. */
export function withCspEntries(hosting, entries) {
  const kept = (hosting.headers ?? []).filter((entry) => !isCspEntry(entry));
  return { ...hosting, headers: [...kept, ...entries] };
}

/**
 * The value a URL path gets for a header from a hosting config (the last matching entry that
 * sets it), or null. Only the forms this module writes are understood for those entries: source
 * "**" and regex.
 */
export function headerForPath(hosting, pathname, key = CSP_HEADER) {
  let value = null;
  for (const entry of hosting.headers ?? []) {
    const header = entry.headers.find((item) => item.key.toLowerCase() === key.toLowerCase());
    if (!header) continue;
    let matches;
    if (entry.source === '**' || entry.source === '/**') matches = true;
    else if (entry.regex) matches = new RegExp(entry.regex, 'u').test(pathname);
    else throw new Error(`${key} entry with an unexpected source: ${JSON.stringify(entry)}`);
    if (matches) value = header.value;
  }
  return value;
}

/** The Content-Security-Policy header a URL path gets from a hosting config, or null. */
export function policyForPath(hosting, pathname) {
  return headerForPath(hosting, pathname, CSP_HEADER);
}
