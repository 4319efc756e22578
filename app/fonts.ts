import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable (no network at build time). The Arial-based fallback is
// metric-adjusted by next/font, so swapping in the web font moves nothing.
export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
