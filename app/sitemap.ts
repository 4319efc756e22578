import type { MetadataRoute } from 'next';
import { pageEntries } from '@/content/pages';
import { diagnosisText } from '@/content/diagnosis';
import { PRIVACY_REVISED } from '@/content/privacy';
import { services } from '@/content/services';
import { servicesOverview } from '@/content/services-overview';
import { getPublishedArticles } from '@/lib/blog/articles';
import { indexedListPages } from '@/lib/blog/lists';
import { TAGS_PATH } from '@/lib/blog/tags';
import { absoluteUrl } from '@/lib/config/site-config';

export const dynamic = 'force-static';

/** Last content change of the pages not generated from articles; update it when they change. */
const SITE_UPDATED = '2026-11-21';

type Entry = MetadataRoute.Sitemap[number];

/** Date of the newest article in a list (lists are newest first), or the site date if empty. */
function newestDate(articles: readonly { date: string }[]): string {
  return articles.reduce(
    (newest, { date }) => (date > newest ? date : newest),
    articles[0]?.date ?? SITE_UPDATED,
  );
}

function entry(
  path: string,
  lastModified: string,
  changeFrequency: Entry['changeFrequency'],
  priority: number,
): Entry {
  return { url: absoluteUrl(path), lastModified, changeFrequency, priority };
}

export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getPublishedArticles();
  return [
    entry(pageEntries.home.path, SITE_UPDATED, 'monthly', 1),
    entry(servicesOverview.path, SITE_UPDATED, 'monthly', 0.9),
    ...services.map((service) => entry(service.path, SITE_UPDATED, 'monthly', 0.9)),
    entry(diagnosisText.path, SITE_UPDATED, 'monthly', 0.7),
    // Every indexed page of every list (the blog, its categories, tags of two or more articles),
    // dated by its newest card.
    ...indexedListPages().map((page) =>
      entry(
        page.path,
        newestDate([...(page.featured ? [page.featured] : []), ...page.articles]),
        'weekly',
        page.list.kind === 'all' && page.page === 1 ? 0.8 : page.list.kind === 'tag' ? 0.4 : 0.7,
      ),
    ),
    entry(TAGS_PATH, newestDate(articles), 'weekly', 0.5),
    ...articles.map((article) => entry(article.path, article.date, 'yearly', 0.6)),
    // The notices change only with their revision date.
    entry(pageEntries.privacidad.path, PRIVACY_REVISED, 'yearly', 0.2),
    entry(pageEntries.privacy.path, PRIVACY_REVISED, 'yearly', 0.1),
  ];
}
