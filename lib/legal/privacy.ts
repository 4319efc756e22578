import { PRIVACY_REVISED, privacyNoticesFor } from '@/content/privacy';
import { escapeMarkdown, markdownMailLink } from '@/lib/blog/markdown';
import { formatLongDateEn, formatLongDateEs } from '@/lib/format/dates';
import { siteConfig } from '@/lib/config/site-config';

/** The privacy notices of this deployment: its responsible party, address and contact email. */
export const privacyNotices = privacyNoticesFor({
  legalName: escapeMarkdown(siteConfig.legalName),
  address: escapeMarkdown(siteConfig.address),
  emailLink: markdownMailLink(siteConfig.contactEmail),
  revisedEs: formatLongDateEs(PRIVACY_REVISED),
  revisedEn: formatLongDateEn(PRIVACY_REVISED),
});
