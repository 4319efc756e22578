/**
 * How a navigation link relates to the page on screen, as `aria-current` says it: `'page'` for
 * the page itself, `'true'` for a section the page belongs to (the blog for an article), nothing
 * otherwise. Paths compare without their trailing slash or query.
 */
export function currentState(pathname: string | null, href: string): 'page' | 'true' | undefined {
  if (!pathname) return undefined;
  const trim = (path: string) => path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const here = trim(pathname);
  const target = trim(href);
  if (here === target) return 'page';
  if (target !== '/' && here.startsWith(`${target}/`)) return 'true';
  return undefined;
}
