// The hosting config a build deploys (firebase.generated.json, written by the CSP step): two
// Firebase Hosting sites of one project (decision 16: the article editor on its own origin, so
// the GitHub token it keeps never shares one with the site, its analytics or /admin/).
// - the site: firebase.json's hosting (edited by hand there) with this build's CSP entries, and
//   /cms/ redirected to the editor's address;
// - the editor: out-cms/ at the root of its own site, with the site's general headers (HSTS,
//   nosniff…), its own policy, noindex, and GitHub's sign-in window allowed to report back.
// Each entry names its Hosting site when the settings know it (`site`), else a deploy target
// (`target`, mapped to a site by `firebase target:apply`).
import { CMS_OUT, CMS_REDIRECT_SOURCE } from '@/editor/paths';
import { cmsHeaderPolicy } from '@/editor/policy';
import type { CmsSettings } from '@/editor/settings';
import { SUBSCRIPTION_PATH } from '@/content/subscription-path';
import { headerPolicy } from './csp/policy';
import type { CspSettings } from './csp/sources';

export interface Redirect {
  source?: string;
  regex?: string;
  destination: string;
  type: number;
}

export interface HostingEntry extends HostingConfig {
  site?: string;
  target?: string;
  public?: string;
  redirects?: Redirect[];
  predeploy?: string[];
}

/** The deploy targets of the two sites, when no site name is known. */
export const TARGETS = { site: 'site', cms: 'cms' } as const;

/** The editor's own headers, after the site's general ones (a later value replaces an earlier). */
const EDITOR_HEADERS = [
  // GitHub's sign-in window (through Netlify) reports the token back to the editor's window.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

/** The two hosting entries of a build: the site's first, then the editor's. */
export function generatedHosting({
  committed,
  csp,
  cms,
  predeploy,
}: {
  /** firebase.json's hosting, as committed. */
  committed: HostingEntry;
  csp: CspSettings;
  cms: Pick<CmsSettings, 'hosting' | 'url'>;
  /** The site entry's predeploy hook (the CSP guard for this export). */
  predeploy: string[];
}): [site: HostingEntry, editor: HostingEntry] {
  const identity = (name: keyof typeof TARGETS) =>
    cms.hosting ? { site: cms.hosting[name] } : { target: TARGETS[name] };
  const redirects: Redirect[] = [
    // 302: the editor's address may change (a custom domain); a browser keeps a 301 for good.
    { source: CMS_REDIRECT_SOURCE, destination: cms.url, type: 302 },
    ...(committed.redirects ?? []),
  ];
  const site: HostingEntry = {
    ...identity('site'),
    ...withCspEntries({ ...committed, redirects }, hostingCspEntries(csp)),
    predeploy,
  };
  const general = (committed.headers ?? []).filter(
    (entry) => entry.source === '**' && !isCspEntry(entry),
  );
  const editor: HostingEntry = {
    ...identity('cms'),
    public: CMS_OUT,
    ignore: ['**/.*'],
    headers: [...general, { source: '**', headers: EDITOR_HEADERS }, ...cmsHostingCspEntries(csp)],
  };
  return [site, editor];
}

// The CSP header entries of the hosting config: they belong to the config (csp/policy.ts only
// composes the policies they carry, editor/policy.ts the editor's). Hosting and superstatic apply
// every matching header entry in order, a later value replacing an earlier one, so the pages' entry
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

interface HostingConfig {
  headers?: HeaderEntry[];
  [key: string]: unknown;
}

/** Header entries that carry a CSP: the part of the hosting config this module writes. */
function isCspEntry(entry: HeaderEntry): boolean {
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

/**
 * The CSP header entries of the editor's hosting config: its page's, then the files' (its
 * scripts, config.yml and WebAssembly get the file policy like every other file).
 */
export function cmsHostingCspEntries(settings: CspSettings): HeaderEntry[] {
  return [
    { source: '**', headers: [{ key: CSP_HEADER, value: cmsHeaderPolicy(settings) }] },
    { regex: FILE_PATTERN, headers: [{ key: CSP_HEADER, value: FILE_POLICY }] },
  ];
}

/** The hosting config with its CSP entries replaced by `entries`, after every other entry. */
export function withCspEntries<T extends HostingConfig>(hosting: T, entries: HeaderEntry[]) {
  const kept = (hosting.headers ?? []).filter((entry) => !isCspEntry(entry));
  return { ...hosting, headers: [...kept, ...entries] };
}
