import { blogCategories } from '@/content/blog-categories';
import { PAGE_SEGMENT } from '@/lib/blog/pagination';

const ARTICLE_PATH = new RegExp(
  `^/blog/(?:${blogCategories.map((category) => category.slug).join('|')})/(?!${PAGE_SEGMENT}/)[^/]+/?$`,
);

/** /blog/{category}/{slug}/: an article (not a category's later page). */
export function isArticlePath(pathname: string): boolean {
  return ARTICLE_PATH.test(pathname);
}
