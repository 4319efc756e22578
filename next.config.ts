import type { NextConfig } from 'next';
import { siteConfigJson } from './lib/config/site-env';

// `npm test` checks types once, with tsc, before its build, and sets this flag for that build.
// It is honoured only for a demo-* Firebase project (the test export's), so a production build
// always checks its types.
const skipTypeCheck =
  process.env.HANZO_SKIP_BUILD_TYPECHECK === '1' &&
  (process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? '').startsWith('demo-');

const nextConfig: NextConfig = {
  output: 'export',
  // A static host has no image optimiser: without this, next/image writes /_next/image URLs that 404.
  images: { unoptimized: true },
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: skipTypeCheck },
  // The deployment's settings, parsed once here (lib/config/site-env.ts) and read by the pages as JSON
  // (lib/config/site-config.ts): the schema stays out of the browser's scripts. Next has loaded the
  // `.env*` files by now, as lib/config/build-env.ts loads them for the steps after it.
  env: { HANZO_SITE_CONFIG: siteConfigJson() },
  // Only to attribute the first-load bytes to their sources (bench/results/js-breakdown.md).
  productionBrowserSourceMaps: process.env.HANZO_SOURCE_MAPS === '1',
};

export default nextConfig;
