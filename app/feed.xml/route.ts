import { getPublishedArticles } from '@/lib/blog/articles';
import { buildRssFeed } from '@/lib/blog/feed';
import { siteConfig } from '@/lib/config/site-config';

export const dynamic = 'force-static';

/** RSS 2.0 feed of the blog, written to out/feed.xml at build time. */
export function GET() {
  return new Response(buildRssFeed(getPublishedArticles(), siteConfig.url), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
