// The site's Content-Security-Policy: composing a policy's text, for the CSP step (index.ts), the
// hosting config (../hosting.ts) and the editor's policy (which shares `serialize`); no page
// imports it. Two policies govern every page (docs/security.md): a meta policy first in its
// <head>, complete on its own plus the hashes of that page's inline code, and one header policy
// for all pages (another for the sign-in pages) with the same hosts and what a meta tag cannot
// carry. The header has no default-src, script-src or style-src: those would block the inline
// code whose hashes only the meta policy knows. This file only composes: the hosts and the
// settings come from sources.ts, the hashes and the meta tag's placement from page.ts, and
// ../hosting.ts puts the header policies into the hosting config.
import {
  ANALYTICS_SOURCES,
  APP_CHECK_SOURCES,
  AUTH_SOURCES,
  type CspSettings,
  FIRESTORE_SOURCES,
} from './sources';

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
