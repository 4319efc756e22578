import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { pageEntries } from '@/content/pages';
import { privacyNotices } from '@/lib/legal/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  ...pageEntries.privacy,
  locale: 'en_US',
  languages: { 'es-MX': pageEntries.privacidad.path, en: pageEntries.privacy.path },
});

/** The English notice: its content carries lang="en"; the site's header and footer stay Spanish. */
export default function PrivacyPage() {
  return <PrivacyNotice notice={privacyNotices.en} />;
}
