import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable (no network at build time). While it loads, text is shown
// in a local font sized to take the same room (app/globals.css, "Jakarta Fallback …"), so the
// swap moves nothing. next/font's own fallback only knows Arial, which Android phones lack.
export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: false,
});
