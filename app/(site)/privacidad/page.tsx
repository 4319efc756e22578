import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { pageEntries } from '@/content/pages';
import { privacyNotices } from '@/lib/legal/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  ...pageEntries.privacidad,
  languages: { 'es-MX': pageEntries.privacidad.path, en: pageEntries.privacy.path },
});

export default function PrivacidadPage() {
  return <PrivacyNotice notice={privacyNotices.es} />;
}
