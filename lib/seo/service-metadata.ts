import type { ServicePageContent } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';

export function serviceMetadata(service: ServicePageContent) {
  return pageMetadata({
    title: service.title,
    description: service.description,
    path: service.path,
  });
}
