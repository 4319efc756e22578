import { PageIntro } from '@/components/sections/page-intro';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  ...pageEntries.privacy,
  locale: 'en_US',
  languages: { 'es-MX': pageEntries.privacidad.path, en: pageEntries.privacy.path },
});

export default function PrivacyPage() {
  return (
    <div lang="en">
      <PageIntro title={pageEntries.privacy.title} lead={pageEntries.privacy.description} />
    </div>
  );
}
