// The article editor's Content-Security-Policy. The editor (Decap CMS, written into out-cms/ by
// build.ts) is not a page of the site: a prebuilt React application that signs in to GitHub and
// talks to its API. It is served by its own Hosting site (decision 16), under a policy of its own;
// the site's pages never load anything of it, and no policy of the site allows what it needs
// (scripts/csp/policy.ts holds the site's). Its hosting entries are scripts/hosting.ts's.
import { serialize } from '@/scripts/csp/policy';
import type { CspSettings } from '@/scripts/csp/sources';

/** What the editor reaches: GitHub's API and status page, and the avatars and images it shows. */
export const CMS_SOURCES = {
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
};

/**
 * The editor's meta policy. Its own scripts only ('self': editor.js and Decap's bundle, no inline
 * script), and 'unsafe-eval': Decap validates its configuration with ajv, which compiles the
 * validators with `new Function` (without it the editor stops at "Error loading the CMS
 * configuration"; checked in Chromium). 'unsafe-inline' styles, because Decap styles its
 * components with Emotion, which writes <style> elements at run time that no hash can name; images
 * the owner picks are previewed as blob: and data: URLs, and read back from their blob: URL on
 * save. `localBackend`: decap-server's origin in a local or test build.
 */
export function cmsMetaPolicy({ localBackend }: { localBackend: string | null }): string {
  return serialize([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...CMS_SOURCES.img]],
    ['font-src', ["'self'"]],
    // blob: an uploaded image is read back from its blob: URL when the article is saved.
    ['connect-src', ["'self'", 'blob:', ...CMS_SOURCES.connect, localBackend]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ]);
}

/** The editor's header policy: what a meta policy cannot carry, and no inline event handler. */
export function cmsHeaderPolicy(settings: CspSettings): string {
  return serialize([
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['script-src-attr', ["'none'"]],
    ['report-uri', settings.reportUri ? [settings.reportUri] : []],
  ]);
}
