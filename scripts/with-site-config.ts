// Imported first by a script that reaches lib/config/site-config.ts (through lib/blog, lib/seo…): the
// parsed configuration a production build inlines (next.config.ts), from this environment.
import path from 'node:path';
import { siteConfigJson } from '@/lib/config/site-env';
import { loadBuildEnv } from './deploy-check';

process.env.HANZO_SITE_CONFIG ??= siteConfigJson({
  ...loadBuildEnv(path.resolve(__dirname, '..')),
  NODE_ENV: 'production',
});
