import { axeTests } from './a11y';
import { UNKNOWN_URL, expect, oneRoutePerTemplate, sweepRoutes, test } from './fixtures';

// On a phone the header, menus and grids change, the content does not: one route of each
// template (every route outside the blog, one of each blog page shape) plus the not-found page.
// The desktop project checks every route.
const ROUTES = [...oneRoutePerTemplate(), UNKNOWN_URL];

axeTests(ROUTES);

test('one route of each template: every page outside the blog, every shape of blog page', () => {
  const all = sweepRoutes();
  expect(ROUTES).toEqual(expect.arrayContaining(all.filter((r) => !r.startsWith('/blog/'))));
  const blog = ROUTES.filter((route) => route.startsWith('/blog/'));
  expect(blog).toEqual(expect.arrayContaining(['/blog/', '/blog/pagina/2/', '/blog/etiquetas/']));
  // List, list page, category, category page, article, tag index, tag, tag page: one each.
  expect(blog).toHaveLength(8);
  expect(blog.filter((route) => /^\/blog\/etiquetas\/[^/]+\/$/.test(route))).toHaveLength(1);
  expect(
    blog.filter((route) =>
      /^\/blog\/(?!etiquetas\/|pagina\/)[^/]+\/(?!pagina\/)[^/]+\/$/.test(route),
    ),
  ).toHaveLength(1);
});
