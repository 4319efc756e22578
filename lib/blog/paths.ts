import { PAGE_SEGMENT } from '@/lib/blog/pagination';
import { TAGS_PATH } from '@/lib/blog/tags';

const TAGS_SEGMENT = TAGS_PATH.split('/')[2];
// Two segments under /blog/, neither a list's: not /blog/pagina/N/, /blog/etiquetas/{tag}/ nor
// /blog/{category}/pagina/N/. Written without the category list so that the footer, which asks
// on every page, does not carry the blog's categories into each page's JavaScript.
const ARTICLE_PATH = new RegExp(
  `^/blog/(?!(?:${PAGE_SEGMENT}|${TAGS_SEGMENT})/)[^/]+/(?!${PAGE_SEGMENT}/)[^/]+/?$`,
);

/** /blog/{category}/{slug}/: an article (not a list page). */
export function isArticlePath(pathname: string): boolean {
  return ARTICLE_PATH.test(pathname);
}
