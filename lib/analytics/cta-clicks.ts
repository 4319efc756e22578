import { trackCtaClicked, trackEmailCampaignClick } from './events';
import { CTA_ATTR } from './cta';

/**
 * Sends `cta_clicked` and `click` for every call to action the visitor activates (an element
 * marked `data-cta`, ./cta), from one listener on the document: comes with the Google tag's
 * module (components/analytics/google-analytics.tsx), so nothing of it is in the first load and
 * nothing listens before consent. Capture phase, so a link that navigates or a button that
 * re-renders is still seen. Returns a function that stops listening.
 */
export function watchCtaClicks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const cta = target?.closest(`[${CTA_ATTR}]`);
    const name = cta?.getAttribute(CTA_ATTR);
    if (name) trackCtaClicked(name, window.location.pathname);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

let campaignSent: string | null = null;

/**
 * `email_campaign_click` when this page was reached through a newsletter link: its address
 * carries utm_medium=email (the mail tool adds it, docs/newsletter.md). Once per landing URL,
 * also if the tag's module mounts again.
 */
export function reportEmailCampaignArrival(location: Location = window.location): boolean {
  const query = new URLSearchParams(location.search);
  if (query.get('utm_medium')?.toLowerCase() !== 'email') return false;
  const landing = `${location.pathname}${location.search}`;
  if (campaignSent === landing) return false;
  campaignSent = landing;
  return trackEmailCampaignClick({
    campaign: query.get('utm_campaign') ?? '(sin campaña)',
    source: query.get('utm_source') ?? '(sin origen)',
    content: query.get('utm_content') ?? undefined,
    pagePath: location.pathname,
  });
}
