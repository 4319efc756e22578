// Writes the article editor's own export, after `next build` and before the CSP step (npm run
// build, npm test), into out-cms/ beside the site's out/ (decision 16: the editor has its own
// Hosting site, so the GitHub token it keeps never shares an origin with the site): index.html
// (its own Content-Security-Policy, noindex), config.yml (generated from the blog schema by
// editor/config.ts), Decap CMS's prebuilt bundle copied from node_modules, editor.js
// (editor/editor.ts, bundled with esbuild), editor.css (editor/editor.css: the editor on a
// phone), and copies of the site's stylesheet, the files it names and the logo, for the preview.
// Nothing of it goes through Next or into out/; nothing tracked by git is written.
//
//   tsx editor/build.ts [--out DIR]     DIR: the site's export (default out/); writes DIR-cms/
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { stringify } from 'yaml';
import { cmsText } from '@/content/cms';
import { cmsSettingsFromEnv } from './settings';
import { buildSiteConfigJson, loadBuildEnv } from '@/lib/config/build-env';
import { buildSiteConfig, readSiteEnv } from '@/lib/config/site-env';
import { attributesOf, elementsUnder, parseHtml } from '@/scripts/export';
import { cmsOutDir } from './paths';
import { cmsMetaPolicy } from './policy';

const root = path.resolve(__dirname, '..');
const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');

function fail(message: string): never {
  console.error(`✘ CMS: ${message}`);
  process.exit(1);
}

/** Decap's bundle, the chunks it loads on demand, its WebAssembly modules and its licences. */
function decapFiles(): string[] {
  return fs
    .readdirSync(decapDist)
    .filter(
      (name) =>
        name === 'decap-cms.js' ||
        name === 'decap-cms.js.LICENSE.txt' ||
        /^\d+\.decap-cms\.js$/.test(name) ||
        /\.wasm$/.test(name),
    );
}

/**
 * The site's stylesheet for the preview (the one every exported page links), and the class the
 * pages' <html> carries (next/font's: it defines the font's custom property).
 */
function siteStyles(outDir: string): { stylesheet: string; rootClass: string } {
  const page = parseHtml(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  const elements = [...elementsUnder(page)];
  const stylesheet = elements
    .filter((element) => element.tagName === 'link')
    .map((link) => attributesOf(link).href ?? '')
    .find((href) => /^\/_next\/static\/.+\.css$/.test(href));
  if (!stylesheet) fail('no stylesheet linked from out/index.html');
  const html = elements.find((element) => element.tagName === 'html');
  return { stylesheet, rootClass: (html && attributesOf(html).class) ?? '' };
}

/** Logo and icon of the editor's page and configuration (logo_url). */
const SITE_IMAGES = ['logo.svg', 'icon.svg'];

/**
 * Copies a file of the site's export to the same path in the editor's (the preview loads the
 * site's stylesheet from the editor's own origin: the site's files are same-origin only).
 */
function copyFromSite(outDir: string, dir: string, url: string) {
  const from = path.join(outDir, url);
  if (!fs.existsSync(from)) fail(`${url} is not in the site's export`);
  fs.mkdirSync(path.dirname(path.join(dir, url)), { recursive: true });
  fs.copyFileSync(from, path.join(dir, url));
}

/** The stylesheet and the files its url(…) name (fonts), as paths of the export. */
function stylesheetFiles(outDir: string, stylesheet: string): string[] {
  const css = fs.readFileSync(path.join(outDir, stylesheet), 'utf8');
  const named = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((url) => !/^(data:|[a-z]+:\/\/|#)/i.test(url))
    .map((url) => new URL(url, `https://sitio.invalid${stylesheet}`).pathname);
  return [stylesheet, ...new Set(named)];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor's page: no inline script or style, so its policy needs no hash. */
function editorPage({
  policy,
  stylesheet,
  rootClass,
}: {
  policy: string;
  stylesheet: string;
  rootClass: string;
}) {
  return [
    '<!DOCTYPE html>',
    '<html lang="es-MX">',
    '<head>',
    '<meta charset="utf-8"/>',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}"/>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex, nofollow"/>',
    `<title>${escapeHtml(cmsText.pageTitle)}</title>`,
    '<link rel="icon" href="/icon.svg" type="image/svg+xml"/>',
    '<link rel="stylesheet" href="/editor.css"/>',
    '<link rel="cms-config-url" type="text/yaml" href="/config.yml"/>',
    // Not a stylesheet of this page: editor.js hands it to the preview frame.
    `<link rel="preview-stylesheet" href="${stylesheet}" data-root-class="${escapeHtml(rootClass)}"/>`,
    '</head>',
    '<body>',
    `<noscript><p>${escapeHtml(cmsText.noScript)}</p></noscript>`,
    '<script src="/editor.js"></script>',
    '<script src="/decap-cms.js"></script>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

async function main() {
  const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = args.out ? path.resolve(args.out) : path.join(root, 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) fail('no out/: run `next build` first');
  const env = loadBuildEnv();
  // The blog's modules read the site's settings as the pages do (lib/config/site-config.ts), so
  // they are imported once those are set.
  process.env.HANZO_SITE_CONFIG ??= buildSiteConfigJson(env);
  const { getAllArticles } = await import('@/lib/blog/articles');
  const { cmsConfig } = await import('./config');
  const settings = cmsSettingsFromEnv(env);
  const site = buildSiteConfig(readSiteEnv(env));
  const dir = cmsOutDir(outDir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });

  const nextId = Math.max(0, ...getAllArticles().map((article) => article.id)) + 1;
  const config = cmsConfig({
    backend: {
      repo: settings.repo,
      branch: 'main',
      authSiteDomain: settings.authSiteDomain,
      authScope: settings.authScope,
      localBackendUrl: settings.localBackend,
    },
    siteUrl: site.url,
    nextId,
  });
  fs.writeFileSync(path.join(dir, 'config.yml'), stringify(config, { lineWidth: 0 }));

  for (const name of decapFiles())
    fs.copyFileSync(path.join(decapDist, name), path.join(dir, name));
  fs.copyFileSync(path.join(__dirname, 'editor.css'), path.join(dir, 'editor.css'));
  await build({
    entryPoints: [path.join(__dirname, 'editor.ts')],
    outfile: path.join(dir, 'editor.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });

  const policy = cmsMetaPolicy({
    localBackend: settings.localBackend ? new URL(settings.localBackend).origin : null,
  });
  const styles = siteStyles(outDir);
  for (const url of [
    ...stylesheetFiles(outDir, styles.stylesheet),
    ...SITE_IMAGES.map((name) => `/${name}`),
  ])
    copyFromSite(outDir, dir, url);
  fs.writeFileSync(path.join(dir, 'index.html'), editorPage({ policy, ...styles }));
  const bytes = fs.statSync(path.join(dir, 'editor.js')).size;
  console.log(
    `✔ CMS: ${path.relative(root, dir)}/ written (${config.collections[0]?.fields.length} fields, next id ${nextId}, ` +
      `editor.js ${bytes} bytes, repo ${settings.repo ?? 'not configured'}, ${settings.url}` +
      `${settings.localBackend ? `, local backend ${settings.localBackend}` : ''})`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
