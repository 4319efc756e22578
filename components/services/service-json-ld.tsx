import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-categories';
import type { ServicePageContent } from '@/content/services';
import { servicesOverview } from '@/content/services-overview';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';

/** A service page's structured data: the Service and its trail (home, services, the page). */
export function ServiceJsonLd({ service }: { service: ServicePageContent }) {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: blogText.home, path: '/' },
          { name: servicesOverview.breadcrumb, path: servicesOverview.path },
          { name: service.title, path: service.path },
        ])}
      />
    </>
  );
}
