/**
 * The build's environment, read in one place: the `.env*` files as `next build` reads them (through
 * @next/env; the process environment wins over the files), and the settings a production build
 * hands its pages (HANZO_SITE_CONFIG). The steps after `next build` (the editor's export, the CSP
 * step, the functions' bundle) and the deploy check read it here; next.config.ts gets the same
 * environment from Next itself, which loads the files before it reads its config. With no file at
 * all the build runs on the schema's defaults (lib/config/site-env.ts).
 */
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { siteConfigJson } from '@/lib/config/site-env';

const root = path.resolve(__dirname, '..', '..');

/** The process environment with the project's `.env*` files loaded into it, as a production build has. */
export function loadBuildEnv(): Record<string, string | undefined> {
  loadEnvConfig(root, false, { info() {}, error: console.error });
  return process.env;
}

/** The settings JSON a production build inlines for its pages, from `env`. */
export function buildSiteConfigJson(env: Record<string, string | undefined>): string {
  return siteConfigJson({ ...env, NODE_ENV: 'production' });
}
