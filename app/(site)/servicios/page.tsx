import { JsonLd } from '@/components/seo/json-ld';
import { PageIntro } from '@/components/sections/page-intro';
import { ServiceClosing } from '@/components/services/service-closing';
import { ServicesOverview } from '@/components/services/services-overview';
import { blogText } from '@/content/blog-categories';
import { consultingPage, services } from '@/content/services';
import { servicesOverview as text } from '@/content/services-overview';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, serviceListJsonLd } from '@/lib/seo/structured-data';

export const metadata = pageMetadata({
  title: text.metaTitle,
  description: text.metaDescription,
  path: text.path,
});

export default function ServiciosPage() {
  return (
    <>
      <JsonLd data={serviceListJsonLd(services, { name: text.title, path: text.path })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: blogText.home, path: '/' },
          { name: text.breadcrumb, path: text.path },
        ])}
      />
      <PageIntro eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <ServicesOverview />
      <ServiceClosing service={consultingPage} />
    </>
  );
}
