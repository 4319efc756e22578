import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // A static host has no image optimiser: without this, next/image writes /_next/image URLs that 404.
  images: { unoptimized: true },
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Only to attribute the first-load bytes to their sources (bench/results/js-breakdown.md).
  productionBrowserSourceMaps: process.env.HANZO_SOURCE_MAPS === '1',
};

export default nextConfig;
