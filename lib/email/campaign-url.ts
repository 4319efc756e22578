/**
 * Links in a newsletter mail carry the tags the site reads on arrival (lib/analytics/cta-clicks.ts
 * counts a visit with utm_medium=email; docs/newsletter.md, "Tag the links to the site"), so a
 * visit from the mail announcing an article is attributed to that article's send.
 */
export const NEWSLETTER_UTM = { source: 'boletin', medium: 'email' } as const;

/** The address of `path` on the site, tagged as coming from the newsletter's mail about `slug`. */
export function articleMailUrl(siteUrl: string, path: string, slug: string): string {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('utm_source', NEWSLETTER_UTM.source);
  url.searchParams.set('utm_medium', NEWSLETTER_UTM.medium);
  url.searchParams.set('utm_campaign', slug);
  return url.href;
}

/** The campaign an address was tagged with by articleMailUrl, or null. */
export function mailCampaignOf(url: string): string | null {
  const query = new URL(url).searchParams;
  return query.get('utm_medium') === NEWSLETTER_UTM.medium ? query.get('utm_campaign') : null;
}
