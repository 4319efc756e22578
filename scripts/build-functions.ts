// Builds the Cloud Functions (functions/src → functions/lib/index.js) with esbuild: one file, the
// site's shared modules (lib/email's contract and address rules, content/newsletter-mail) and the
// mails' renderer (React, React Email, at the site's versions) bundled in, the packages Cloud
// Functions installs from functions/package.json left out, and the site's settings inlined as the
// pages' build inlines them (HANZO_SITE_CONFIG), so the links return to the site the pages were
// built for. `npm run build` runs it; the test command runs it with --test.
import path from 'node:path';
import { type Plugin, build } from 'esbuild';
import { buildSiteConfigJson, loadBuildEnv } from '@/lib/config/build-env';
import type { MailableArticle } from '@/lib/email/article-mail-contract';

const root = path.resolve(__dirname, '..');
export const FUNCTIONS_ENTRY = path.join(root, 'functions', 'src', 'index.ts');
export const FUNCTIONS_BUNDLE = path.join(root, 'functions', 'lib', 'index.js');

/** The packages of functions/package.json: installed by Cloud Functions, never bundled. */
const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions', 'nodemailer'];

/**
 * React Email's render module imports Prettier for its `pretty` option, which the mails never use:
 * a stub stands in for it, and the bundle is 320 KB smaller. Calling it would say so.
 */
const withoutPrettier: Plugin = {
  name: 'without-prettier',
  setup(bundle) {
    bundle.onResolve({ filter: /^prettier(\/|$)/ }, ({ path: name }) => ({
      path: name,
      namespace: 'without-prettier',
    }));
    bundle.onLoad({ filter: /.*/, namespace: 'without-prettier' }, () => ({
      contents:
        "export function format() { throw new Error('Prettier is not in the functions bundle'); }",
      loader: 'js',
    }));
  },
};

/**
 * The published articles of the content the build is for (BLOG_CONTENT_DIR, or content/blog),
 * read with the site's own blog module, loaded with the build's settings in place as the pages'
 * build loads it.
 */
async function articlesFor(env: Record<string, string | undefined>): Promise<MailableArticle[]> {
  process.env.BLOG_CONTENT_DIR = env.BLOG_CONTENT_DIR ?? '';
  process.env.HANZO_SITE_CONFIG ??= buildSiteConfigJson(env);
  const { mailableArticles } = await import('@/lib/blog/articles');
  return mailableArticles();
}

export async function buildFunctions(env: Record<string, string | undefined>): Promise<void> {
  const articles = await articlesFor(env);
  await build({
    entryPoints: [FUNCTIONS_ENTRY],
    outfile: FUNCTIONS_BUNDLE,
    bundle: true,
    platform: 'node',
    // Cloud Functions runs Node 22 (functions/package.json); the emulator runs the host's Node.
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: RUNTIME_PACKAGES,
    plugins: [withoutPrettier],
    // The mails are React components (functions/src/mail), rendered on the server.
    jsx: 'automatic',
    define: {
      'process.env.HANZO_SITE_CONFIG': JSON.stringify(buildSiteConfigJson(env)),
      // The published articles, for the mail that announces one (functions/src/articles.ts).
      'process.env.HANZO_ARTICLES': JSON.stringify(JSON.stringify(articles)),
      // React's production build only (the development one is as large again, and slower).
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
}

if (/build-functions\.ts$/.test(process.argv[1] ?? '')) {
  // --test: the test run's build, with the environment testing/run.ts gives it (the test export's
  // settings, for the emulators on E2E_PORT's ports) and no .env file of the owner's.
  const env = process.argv.includes('--test') ? process.env : loadBuildEnv();
  buildFunctions(env).then(
    () => console.log(`✔ Funciones: ${path.relative(root, FUNCTIONS_BUNDLE)}`),
    (error: unknown) => {
      console.error('✘ No se pudieron compilar las funciones:', error);
      process.exit(1);
    },
  );
}
