/**
 * The analytics event catalogue (spec §7, docs/decisions.md) as typed helpers.
 * Every helper sends only when the analytics function (gtag) exists, which happens only after the
 * visitor accepts cookies; otherwise it is a silent no-op. No helper ever throws: a failure is
 * logged to the console and the visitor carries on.
 */

type Gtag = (command: string, ...args: unknown[]) => void;
export type EventParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

function analyticsFunction(): Gtag | null {
  if (typeof window === 'undefined') return null;
  return typeof window.gtag === 'function' ? window.gtag : null;
}

/** Sends one event; returns whether it was handed to the analytics function. */
export function sendEvent(name: string, params: EventParams = {}): boolean {
  try {
    const gtag = analyticsFunction();
    if (!gtag) return false;
    gtag('event', name, params);
    return true;
  } catch (error) {
    console.warn(`[analytics] no se pudo enviar el evento "${name}"`, error);
    return false;
  }
}

// --- Navigation -------------------------------------------------------------------------------

export function trackPageView(pathname: string, search = ''): boolean {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return sendEvent('page_view', {
    page_path: `${pathname}${query}`,
    page_location: typeof window === 'undefined' ? undefined : window.location.href,
    page_title: typeof document === 'undefined' ? undefined : document.title,
  });
}

// --- Calls to action and contact --------------------------------------------------------------

/**
 * Every call to action (spec §7): `cta_clicked` and the generic `click`, each with the button's
 * name and the page it was on, beside the button's own event (click_cta, contact, conversion…).
 * Sent by the delegated listener of ./cta-clicks for any element marked `data-cta`.
 */
export function trackCtaClicked(ctaName: string, pagePath: string): boolean {
  const clicked = sendEvent('cta_clicked', { cta_name: ctaName, page_path: pagePath });
  const click = sendEvent('click', {
    event_category: 'cta',
    event_label: ctaName,
    cta_name: ctaName,
    page_path: pagePath,
  });
  return clicked && click;
}

export function trackClickCta(ctaName: string, params: EventParams = {}): boolean {
  return sendEvent('click_cta', { cta_name: ctaName, ...params });
}

export function trackClickWhatsapp(params: EventParams = {}): boolean {
  return sendEvent('click_whatsapp', params);
}

/** Contact button: a contact event and a whatsapp_click event. */
export function trackContact(content: string, itemId: string): boolean {
  const contact = sendEvent('contact', { method: 'WhatsApp', content, item_id: itemId });
  const click = sendEvent('whatsapp_click', {
    event_category: 'engagement',
    event_label: `${itemId} - ${content}`,
    value: 1,
  });
  return contact && click;
}

// --- Conversions ------------------------------------------------------------------------------

/** Default conversion values in USD (spec §9). */
export const CONVERSION_VALUES = {
  consultation_request: 100,
  service_inquiry: 50,
  email_subscription: 1,
} as const;

export type ConversionAction = keyof typeof CONVERSION_VALUES | 'ai_inquiry';

/** An inquiry from the AI page is a service inquiry and carries that value. */
export function conversionValue(action: ConversionAction): number {
  return action === 'ai_inquiry' ? CONVERSION_VALUES.service_inquiry : CONVERSION_VALUES[action];
}

export function trackConversion(
  pageName: string,
  action: ConversionAction,
  value: number = conversionValue(action),
): boolean {
  return sendEvent('conversion', {
    page_name: pageName,
    conversion_action: action,
    value,
    currency: 'USD',
  });
}

// --- Sharing ----------------------------------------------------------------------------------

export type ShareMethod = 'linkedin' | 'x' | 'facebook' | 'copy_link';

export function trackShare(method: ShareMethod, slug: string): boolean {
  return sendEvent('share', {
    method,
    content_type: 'article',
    item_id: slug,
    content_group1: 'Blog',
  });
}

/** The spec's article_shared, sent with every `share` (share-menu.tsx). */
export function trackArticleShared(method: ShareMethod, slug: string): boolean {
  return sendEvent('article_shared', { method, article_slug: slug, content_type: 'article' });
}

// --- Forms, email list and users --------------------------------------------------------------

export function trackFormEvent(action: string, params: EventParams = {}): boolean {
  const safeAction = action.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return sendEvent(`form_${safeAction}`, params);
}

export function trackEmailCollected(source: string): boolean {
  return sendEvent('email_collected', { source });
}

export function trackNewsletterSignup(source: string): boolean {
  return sendEvent('newsletter_signup', { source, value: CONVERSION_VALUES.email_subscription });
}

export function trackUserRegistered(provider: string): boolean {
  return sendEvent('user_registered', { method: provider });
}

export function trackLoginCompleted(provider: string): boolean {
  return sendEvent('login_completed', { method: provider });
}

export function trackUserActivity(action: string): boolean {
  return sendEvent('user_activity', { activity: action });
}

export function trackConsentUpdate(consentType: string, granted: boolean): boolean {
  return sendEvent('consent_update', { consent_type: consentType, granted });
}

/** A subscriber confirmed their address (double opt-in): the consent is now proven. */
export function trackEmailConsentGiven(source: string): boolean {
  return sendEvent('email_consent_given', { source });
}

export function trackEmailExport(format: 'json' | 'csv', totalEmails: number): boolean {
  return sendEvent('email_export', { format, total_emails: totalEmails });
}

/**
 * A visit that arrived through a newsletter link: the mail tool tags its links with
 * utm_medium=email (docs/newsletter.md). Sent once per landing by ./cta-clicks.
 */
export function trackEmailCampaignClick(params: {
  campaign: string;
  source: string;
  content?: string;
  pagePath: string;
}): boolean {
  return sendEvent('email_campaign_click', {
    campaign: params.campaign,
    source: params.source,
    content: params.content,
    page_path: params.pagePath,
  });
}

// --- Errors and performance -------------------------------------------------------------------

/** At most this many error_occurred events leave one page load, however many errors it has. */
export const MAX_ERRORS_PER_PAGE = 5;
const ERROR_MESSAGE_LENGTH = 150;
let errorsSent = 0;

/**
 * An error message fit to leave the browser: email addresses replaced, the query string and
 * fragment of every URL or path removed (they may carry tokens or what the visitor typed),
 * whitespace collapsed, then cut to 150 characters.
 */
export function scrubErrorMessage(message: string): string {
  return message
    .replace(/[^\s@<>()[\]"'`,;:]+@[^\s@<>()[\]"'`,;:]+\.[a-z]{2,}/gi, '[email]')
    .replace(/(\S*[/.][^\s?#]*)[?#][^\s"'`)\]>]*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ERROR_MESSAGE_LENGTH);
}

export function trackError(message: string, context: string): boolean {
  if (errorsSent >= MAX_ERRORS_PER_PAGE) return false;
  const sent = sendEvent('error_occurred', {
    error_message: scrubErrorMessage(message),
    context: scrubErrorMessage(context),
  });
  if (sent) errorsSent += 1;
  return sent;
}

/** Test hook: a new page load as far as the error limit goes. */
export function resetErrorLimitForTests(): void {
  errorsSent = 0;
}

/** One Core Web Vital of this page view (lib/analytics/field-data.ts measures them). */
export interface PerformanceMetric {
  name: string;
  value: number;
  rating: string;
  pagePath: string;
  navigationType: string;
  id?: string;
}

export function trackPerformanceMetric(metric: PerformanceMetric): boolean {
  return sendEvent('performance_metric', {
    metric_name: metric.name,
    // Milliseconds as whole numbers; CLS is a unitless score (0.1 is the "good" limit).
    value:
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    page_path: metric.pagePath,
    navigation_type: metric.navigationType,
    metric_id: metric.id,
  });
}
