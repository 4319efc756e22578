/**
 * The article editor's export (decision 16: its own origin). It is written beside the site's,
 * `out/` → `out-cms/`, and served at the root of its own Hosting site; nothing of it is in `out/`.
 */
export const CMS_OUT = 'out-cms';
export const cmsOutDir = (siteOut: string) => `${siteOut}-cms`;

/** The site's URLs that send the owner to the editor (a redirect in the site's hosting config). */
export const CMS_REDIRECT_SOURCE = '/cms{,/**}';
