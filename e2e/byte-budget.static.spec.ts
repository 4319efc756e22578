/**
 * The byte budget of every exported page (bench/budget.json), read from out/ with node fs and
 * zlib, so the result does not depend on timing: the gzip size of the JavaScript and CSS the page
 * loads first and of its HTML, and no Firebase SDK or Google tag code in its first-load scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkFirstLoad, limitsForRoute, loadBudget, routeMatches } from '../scripts/budget';
import {
  FORBIDDEN_FIRST_LOAD_CODE,
  exportedPages,
  forbiddenCodeIn,
  kb,
  measureFirstLoad,
} from '../scripts/first-load';
import { OUT_DIR } from './fixtures';
import { checkEach } from './html';

const budget = loadBudget(path.resolve(__dirname, '..', 'bench', 'budget.json'));
const pages = exportedPages(OUT_DIR);

test('the first load of every page is within the byte budget', () => {
  checkEach(
    pages,
    (page) => page.route,
    (page) => {
      const measured = measureFirstLoad(page.file, OUT_DIR);
      const summary =
        `JS ${kb(measured.firstLoadJsGzipBytes)} in ${measured.scripts.length} files, ` +
        `CSS ${kb(measured.firstLoadCssGzipBytes)}, HTML ${kb(measured.htmlGzipBytes)} (gzip)`;
      test.info().annotations.push({ type: `first load of ${page.route}`, description: summary });
      const failures = checkFirstLoad(measured, limitsForRoute(budget, page.route));
      expect(failures, summary).toEqual([]);
    },
  );
});

test('every route the budget names is an exported page', () => {
  const unmatched = Object.keys(budget.routes ?? {}).filter(
    (pattern) =>
      !pattern.startsWith('$') && !pages.some((page) => routeMatches(pattern, page.route)),
  );
  expect(unmatched, 'budget entries that match no page (a typo or a removed page)').toEqual([]);
});

test('the Firebase and Google tag markers find their code in the on-demand chunks', () => {
  // The first-load check can only fail if its markers really identify that code: the export
  // holds the SDK and the tag loader as chunks imported on demand, and the markers must find them.
  const firstLoad = new Set(
    pages.flatMap((page) => measureFirstLoad(page.file, OUT_DIR).scripts.map((s) => s.url)),
  );
  const chunksDir = path.join(OUT_DIR, '_next', 'static', 'chunks');
  const onDemand = fs
    .readdirSync(chunksDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/_next/static/chunks/${name}`)
    .filter((url) => !firstLoad.has(url));
  const found = new Set(
    onDemand.flatMap((url) =>
      forbiddenCodeIn(fs.readFileSync(path.join(OUT_DIR, url), 'utf8')).map((hit) => hit.name),
    ),
  );
  expect([...found].sort()).toEqual(FORBIDDEN_FIRST_LOAD_CODE.map((group) => group.name).sort());
});
