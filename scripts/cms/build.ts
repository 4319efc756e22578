// Writes the article editor into the export, after `next build` and before the CSP step
// (npm run build, npm test): out/cms/index.html (its own Content-Security-Policy, noindex),
// out/cms/config.yml (generated from the blog schema by lib/cms/config.ts), Decap CMS's prebuilt
// bundle copied from node_modules, out/cms/editor.js (lib/cms/editor.ts, bundled with esbuild)
// and out/cms/editor.css (lib/cms/editor.css: the editor on a phone). Nothing of it goes through
// Next, so no page of the site references it; nothing tracked by git is written.
//
//   tsx scripts/cms/build.ts [--out DIR]
// First: the site's configuration for the modules below that read it.
import '../with-site-config';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { stringify } from 'yaml';
import { cmsText } from '@/content/cms';
import { getAllArticles } from '@/lib/blog/articles';
import { cmsConfig } from '@/lib/cms/config';
import { cmsSettingsFromEnv } from '@/lib/cms/settings';
import { buildSiteConfig, readSiteEnv } from '@/lib/config/site-env';
import { loadBuildEnv } from '../deploy-check';
import { cmsMetaPolicy } from '../csp/policy';
import { CMS_FOLDER, CMS_ROUTE } from './paths';

const root = path.resolve(__dirname, '..', '..');
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
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const stylesheet = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  if (!stylesheet) fail('no stylesheet linked from out/index.html');
  return { stylesheet, rootClass: /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '' };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor's page: no inline script or style, so its policy needs no hash. */
export function editorPage({
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
    `<link rel="stylesheet" href="${CMS_ROUTE}editor.css"/>`,
    `<link rel="cms-config-url" type="text/yaml" href="${CMS_ROUTE}config.yml"/>`,
    // Not a stylesheet of this page: editor.js hands it to the preview frame.
    `<link rel="preview-stylesheet" href="${stylesheet}" data-root-class="${escapeHtml(rootClass)}"/>`,
    '</head>',
    '<body>',
    `<noscript><p>${escapeHtml(cmsText.noScript)}</p></noscript>`,
    `<script src="${CMS_ROUTE}editor.js"></script>`,
    `<script src="${CMS_ROUTE}decap-cms.js"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

async function main() {
  const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = args.out ? path.resolve(args.out) : path.join(root, 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) fail('no out/: run `next build` first');
  const env = loadBuildEnv(root);
  const settings = cmsSettingsFromEnv(env);
  const site = buildSiteConfig(readSiteEnv(env));
  const dir = path.join(outDir, CMS_FOLDER);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });

  const nextId = Math.max(0, ...getAllArticles().map((article) => article.id)) + 1;
  const config = cmsConfig({
    backend: {
      repo: settings.repo,
      branch: 'main',
      authSiteDomain: settings.authSiteDomain,
      localBackendUrl: settings.localBackend,
    },
    siteUrl: site.url,
    nextId,
  });
  fs.writeFileSync(path.join(dir, 'config.yml'), stringify(config, { lineWidth: 0 }));

  for (const name of decapFiles())
    fs.copyFileSync(path.join(decapDist, name), path.join(dir, name));
  fs.copyFileSync(path.join(root, 'lib', 'cms', 'editor.css'), path.join(dir, 'editor.css'));
  await build({
    entryPoints: [path.join(root, 'lib', 'cms', 'editor.ts')],
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
  fs.writeFileSync(path.join(dir, 'index.html'), editorPage({ policy, ...siteStyles(outDir) }));
  const bytes = fs.statSync(path.join(dir, 'editor.js')).size;
  console.log(
    `✔ CMS: ${CMS_ROUTE} written (${config.collections[0]?.fields.length} fields, next id ${nextId}, ` +
      `editor.js ${bytes} bytes, repo ${settings.repo ?? 'not configured'}` +
      `${settings.localBackend ? `, local backend ${settings.localBackend}` : ''})`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
