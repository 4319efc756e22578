import { PageIntro } from '@/components/sections/page-intro';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  ...pageEntries.privacidad,
  languages: { 'es-MX': pageEntries.privacidad.path, en: pageEntries.privacy.path },
});

export default function PrivacidadPage() {
  return (
    <PageIntro title={pageEntries.privacidad.title} lead={pageEntries.privacidad.description} />
  );
}
