// The site's Content-Security-Policy, for the CSP step (index.ts), its tests and the e2e checks;
// no page imports it. Two policies govern every page (docs/security.md): a meta policy first in
// its <head>, complete on its own plus the hashes of that page's inline code, and one header
// policy for all pages (another for the sign-in pages) with the same hosts and what a meta tag
// cannot carry. The header has no default-src, script-src or style-src: those would block the
// inline code whose hashes only the meta policy knows.
import { createHash } from 'node:crypto';
import { buildSiteConfig, cspReportUri, readSiteEnv } from '@/lib/config/site-env';
import { type Element, attributesOf, elementsUnder, parseHtml, textOf } from '../export';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { SUBSCRIPTION_PATH } from '@/content/subscription-path';

/** Google Analytics 4 with gtag.js: the tag itself, then its collection hits (Google's CSP guide). */
const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Cloud Firestore (newsletter sign-up on every page, the admin's lists). */
const FIRESTORE_SOURCES = { connect: ['https://firestore.googleapis.com'] };

/**
 * The site's Cloud Functions (decision 15): every sign-up form asks the callable that mails the
 * confirmation, so every page with Firebase reaches their origin (2nd gen callables answer on the
 * project's cloudfunctions.net host of their region as well as on run.app; the SDK calls the former).
 */
export const functionsOrigin = (projectId: string) =>
  `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;

/**
 * Firebase Auth (the admin's popup sign-in, the subscriber's email link on /boletin/): the REST
 * endpoints, Google's API loader that the SDK injects, and the hidden frame it opens on the
 * project's auth domain.
 */
const AUTH_SOURCES = {
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

/** What the policy must allow for one deployment. */
export interface CspSettings {
  measurementId: string | null;
  /** The Firebase auth domain, present exactly when the Firebase web config is complete. */
  authDomain: string | null;
  /** http://host:port of the Firestore and Auth emulators, when the build talks to them. */
  firestoreEmulator: string | null;
  authEmulator: string | null;
  /** Where the pages reach the Cloud Functions: the project's host, or the Functions emulator. */
  functions: string | null;
  /** App Check with reCAPTCHA Enterprise (a site key and the Firebase config). */
  appCheck: boolean;
  /** Where browsers send violation reports (CSP_REPORT_URI), or null: no reporting. */
  reportUri: string | null;
}

/**
 * What the policy must allow in an environment such as process.env, from the site's own parsed
 * settings (lib/config/site-env.ts, the one reader of the NEXT_PUBLIC_ variables): analytics with the
 * id the pages use, Firebase with its web config, the emulators and App Check only alongside
 * Firebase. Reporting (CSP_REPORT_URI, not a NEXT_PUBLIC_ variable) only concerns the hosting
 * config. Throws on an invalid CSP_REPORT_URI.
 */
export function cspSettingsFromEnv(env: Record<string, string | undefined>): CspSettings {
  const site = buildSiteConfig(readSiteEnv(env));
  const { firebase } = site;
  const emulator = (host: string | null) => (firebase && host ? `http://${host}` : null);
  return {
    measurementId: site.gaMeasurementId,
    authDomain: firebase?.authDomain ?? null,
    firestoreEmulator: emulator(site.firebaseEmulatorHost),
    authEmulator: emulator(site.firebaseAuthEmulatorHost),
    functions: firebase
      ? (emulator(site.firebaseFunctionsEmulatorHost) ?? functionsOrigin(firebase.projectId))
      : null,
    appCheck: Boolean(firebase && site.appCheckSiteKey),
    reportUri: cspReportUri(env.CSP_REPORT_URI),
  };
}

/** A CSP hash source for some inline code, e.g. 'sha256-…'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

type Directive = [name: string, sources: (string | null)[]];

/** A policy's text: each directive with its sources, once each; directives without one left out. */
export const serialize = (directives: Directive[]) =>
  directives
    .map(([name, sources]) => [name, ...unique(sources)])
    .filter((directive) => directive.length > 1)
    .map((directive) => directive.join(' '))
    .join('; ');

/**
 * The hosts a page may reach, by directive, for the meta and the header policy alike. `signIn`
 * adds what Firebase Auth's popup sign-in needs (the admin page).
 */
function hostDirectives(settings: CspSettings, signIn: boolean): Directive[] {
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
        ...(firebase ? [settings.firestoreEmulator, settings.functions] : []),
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
}: {
  settings: CspSettings;
  scriptHashes?: string[];
  styleHashes?: string[];
  styleAttributeHashes?: string[];
  /** The page signs in with Firebase Auth's popup (the admin page). */
  signIn?: boolean;
}): string {
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
export function headerPolicy(settings: CspSettings, signIn = false): string {
  const hosts = hostDirectives(settings, signIn).map(([name, sources]): Directive =>
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

// With scripting off, <noscript> content is markup, so a style inside it (applied when JavaScript
// is off, and then still under the policy) is found too.
const parseDocument = (html: string) =>
  parseHtml(html, { scriptingEnabled: false, sourceCodeLocationInfo: true });

const isPolicyMeta = (element: Element) =>
  element.tagName === 'meta' &&
  (attributesOf(element)['http-equiv'] ?? '').trim().toLowerCase() === 'content-security-policy';

const isCharsetMeta = (element: Element) =>
  element.tagName === 'meta' && 'charset' in attributesOf(element);

export interface PageReading {
  code: { scripts: string[]; styles: string[]; styleAttributes: string[] };
  /** The content of the page's (first) policy meta tag, or null when it has none. */
  meta: { policy: string | null; problems: string[] };
  edit: { insertAt: number | null; removals: [start: number, end: number][] };
}

/**
 * One parse of a page gives everything the policy step needs (the build reads every page once):
 * - `code`: the inline code a policy must hash: executable inline scripts, <style> elements and
 *   style attributes. Values are what the browser hashes (entities decoded);
 * - `meta`: the page's meta policy and what is wrong with its placement. A browser applies a
 *   meta policy only from a <meta> in <head>, and only to what comes after it: it must be there
 *   once, with nothing before it but the charset declaration;
 * - `edit`: where a meta policy goes (right after the charset declaration, which must stay in
 *   the first 1024 bytes, or first in <head>) and the source ranges of earlier policy tags.
 */
export function readPage(html: string): PageReading {
  const document = parseDocument(html);
  const code: PageReading['code'] = { scripts: [], styles: [], styleAttributes: [] };
  const all = [...elementsUnder(document)];
  for (const element of all) {
    const attributes = attributesOf(element);
    const external = ['src', 'href', 'xlink:href'].some((name) => name in attributes);
    if (element.tagName === 'script' && !external) {
      if (JAVASCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())) {
        code.scripts.push(textOf(element));
      }
    } else if (element.tagName === 'style') code.styles.push(textOf(element));
    if (attributes.style !== undefined) code.styleAttributes.push(attributes.style);
  }

  const htmlElement = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const head = htmlElement?.childNodes.find((node): node is Element => node.nodeName === 'head');
  const metas = all.filter(isPolicyMeta);
  const meta: PageReading['meta'] = { policy: null, problems: [] };
  if (metas.length === 0) meta.problems.push('no Content-Security-Policy meta tag');
  else {
    const first = metas[0]!;
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
  }

  // Source offsets: parse5 records them for every element of parsed markup.
  const headStart = head?.sourceCodeLocation?.startTag;
  const firstInHead = head?.childNodes.find(
    (node): node is Element => 'tagName' in node && !isPolicyMeta(node),
  );
  const edit: PageReading['edit'] = {
    insertAt: !headStart
      ? null
      : firstInHead && isCharsetMeta(firstInHead)
        ? firstInHead.sourceCodeLocation!.endOffset
        : headStart.endOffset,
    removals: metas.map(({ sourceCodeLocation: at }) => [at!.startOffset, at!.endOffset]),
  };
  return { code, meta, edit };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with `policy` in a <meta http-equiv="Content-Security-Policy"> right after its
 * charset declaration, before any script, style or preload; an earlier policy tag is replaced.
 * The rest of the page is left byte for byte (the hashes are of its text), so the edit is made
 * at the parser's source offsets. `page` is readPage(html), when the caller has it.
 */
export function withMetaPolicy(html: string, policy: string, page = readPage(html)): string {
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

/**
 * Pages that sign in with Firebase Auth (the admin's popup, the subscriber's email link), and the
 * pattern of their URLs.
 */
export const SIGN_IN_ROUTES = ['/admin/', SUBSCRIPTION_PATH];
export const SIGN_IN_PATTERN = '^/(?:admin|boletin)(?:/.*)?$';

export interface HeaderEntry {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface HostingConfig {
  headers?: HeaderEntry[];
  [key: string]: unknown;
}

/** Header entries that carry a CSP: the part of the hosting config this module writes. */
export function isCspEntry(entry: HeaderEntry): boolean {
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
  '^/(?:[^/]+/)*[^/]+\\.(?:js|css|woff2|svg|png|jpg|webp|avif|ico|webmanifest|txt|xml|json|yml|wasm)$';

/**
 * The policy of a file's response. A page's policy does not govern the scripts, styles and images
 * it loads, so a file needs no hashes or hosts: only a strict policy for when one is opened on its
 * own (an SVG cannot run a script, nothing can frame it). An unknown file URL gets the 404 page
 * under it: text only.
 */
export const FILE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * The CSP header entries of the site's hosting config for a deployment: the same three (two when
 * the sign-in pages need nothing more) whatever the number of pages.
 */
export function hostingCspEntries(settings: CspSettings): HeaderEntry[] {
  const pages = headerPolicy(settings);
  const signIn = headerPolicy(settings, true);
  return [
    { source: '**', headers: [{ key: CSP_HEADER, value: pages }] },
    ...(signIn === pages
      ? []
      : [{ regex: SIGN_IN_PATTERN, headers: [{ key: CSP_HEADER, value: signIn }] }]),
    { regex: FILE_PATTERN, headers: [{ key: CSP_HEADER, value: FILE_POLICY }] },
  ];
}

/** The hosting config with its CSP entries replaced by `entries`, after every other entry. */
export function withCspEntries<T extends HostingConfig>(hosting: T, entries: HeaderEntry[]) {
  const kept = (hosting.headers ?? []).filter((entry) => !isCspEntry(entry));
  return { ...hosting, headers: [...kept, ...entries] };
}
