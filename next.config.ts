import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // A static host has no image optimiser: without this, next/image writes /_next/image URLs that 404.
  images: { unoptimized: true },
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Only for `npm run js-breakdown`, which attributes the first-load bytes to their sources.
  productionBrowserSourceMaps: process.env.HANZO_SOURCE_MAPS === '1',
};

export default nextConfig;
