import type { NextConfig } from 'next';

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
  // Only to attribute the first-load bytes to their sources (bench/results/js-breakdown.md).
  productionBrowserSourceMaps: process.env.HANZO_SOURCE_MAPS === '1',
};

export default nextConfig;
