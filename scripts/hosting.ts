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
import { cmsHostingCspEntries } from '@/editor/policy';
import type { CmsSettings } from '@/editor/settings';
import {
  type CspSettings,
  type HostingConfig,
  hostingCspEntries,
  isCspEntry,
  withCspEntries,
} from './csp/policy';

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
