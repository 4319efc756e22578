import type { NextConfig } from 'next';

// The site's export settings (next.config.ts at the root), nothing else; source maps only to
// attribute the floor's own work in a profile (HANZO_SOURCE_MAPS=1, as for the site).
const nextConfig: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
  trailingSlash: true,
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.HANZO_SOURCE_MAPS === '1',
};

export default nextConfig;
