import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/site-config';

export const dynamic = 'force-static';

/** Every crawler may read everything except the admin view; the sitemap lists the public routes. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/admin/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
