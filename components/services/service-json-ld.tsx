import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-categories';
import type { ServicePageContent } from '@/content/services';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';

/** A service page's structured data: the Service and its breadcrumb trail from the home page. */
export function ServiceJsonLd({ service }: { service: ServicePageContent }) {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: blogText.home, path: '/' },
          { name: service.title, path: service.path },
        ])}
      />
    </>
  );
}
