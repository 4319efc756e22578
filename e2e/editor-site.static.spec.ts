/**
 * The article editor on its own Hosting site (decision 16), as served with the generated hosting
 * config: the config has two sites and the editor only on its own; the site's /cms/ sends the
 * owner there; the editor's responses carry its own policy (the one that allows what Decap needs)
 * and the site's general headers; nothing of the editor is served by the site. The site's own
 * policies, page by page, are checked in headers.static.spec.ts (none allows 'unsafe-eval').
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CMS_OUT } from '../editor/paths';
import { readPage } from '../scripts/csp/page';
import { exportFiles } from '../scripts/export';
import { DEMO_PROJECT, editorUrl } from '../testing/env';
import { FILE_POLICY, GENERATED_HOSTING_CONFIG, type HostingEntry } from '../scripts/hosting';
import { OUT_DIR } from './html';

const root = path.resolve(__dirname, '..');
const hosting = [
  (
    JSON.parse(fs.readFileSync(path.join(root, GENERATED_HOSTING_CONFIG), 'utf8')) as {
      hosting: HostingEntry | HostingEntry[];
    }
  ).hosting,
].flat();
const EDITOR = editorUrl();

test('the generated hosting config has two sites, and the editor only on its own', () => {
  expect(hosting.map(({ site, public: folder }) => ({ site, folder }))).toEqual([
    { site: DEMO_PROJECT.projectId, folder: 'out' },
    { site: `${DEMO_PROJECT.projectId}-cms`, folder: CMS_OUT },
  ]);
  const [site, editor] = hosting;
  const policies = (entry?: HostingEntry) =>
    (entry?.headers ?? []).flatMap((each) =>
      each.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value),
    );
  expect(policies(site).join('\n')).not.toContain("'unsafe-eval'");
  expect(policies(editor).length).toBeGreaterThan(0);
  // The editor's files exist only in its own export.
  expect(exportFiles(OUT_DIR).filter((file) => /decap-cms|config\.yml$/.test(file))).toEqual([]);
  expect(exportFiles(path.join(root, CMS_OUT))).toEqual(
    expect.arrayContaining(['index.html', 'decap-cms.js', 'editor.js', 'config.yml']),
  );
});

test('the site’s /cms/ sends the owner to the editor’s own origin, and serves none of its files', async ({
  request,
}) => {
  for (const url of ['/cms', '/cms/', '/cms/index.html']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(302);
    expect(response.headers().location, url).toBe(EDITOR);
  }
  for (const url of ['/decap-cms.js', '/editor.js', '/config.yml']) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404);
  }
});

test('the editor is served with its own policy, noindex and the site’s security headers', async ({
  request,
}) => {
  const page = await request.get(EDITOR);
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers).toMatchObject({
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-robots-tag': 'noindex, nofollow',
  });
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // The relaxation Decap needs is in the editor's own meta policy, on its own origin.
  const { policy, problems } = readPage(await page.text()).meta;
  expect(problems).toEqual([]);
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  const bundle = await request.get(new URL('decap-cms.js', EDITOR).href);
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['content-security-policy']).toBe(FILE_POLICY);
});
