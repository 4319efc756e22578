import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnalyticsLoader } from '@/components/analytics/analytics-loader';
import { CookieBannerLoader } from '@/components/consent/cookie-banner-loader';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { skipLinkText } from '@/content/shell';
import { bootScript } from '@/lib/browser/boot-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/config/site-config';
import { jakarta } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  applicationName: siteConfig.name,
  authors: [{ name: siteConfig.name, url: siteConfig.url }],
  creator: siteConfig.name,
  formatDetection: { telephone: false, email: false, address: false },
  ...pageMetadata({ title: null, description: siteConfig.description, path: '/' }),
};

export const viewport: Viewport = {
  themeColor: '#57593d',
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.language} className={jakarta.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ThemeProvider>
          <a
            href="#contenido"
            className="sr-only z-[60] rounded-md bg-accent-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {skipLinkText}
          </a>
          {/* The marketing pages and /admin/ each add their own frame (app/(site), app/(admin)). */}
          {children}
          <CookieBannerLoader measurementId={siteConfig.gaMeasurementId} />
          <AnalyticsLoader measurementId={siteConfig.gaMeasurementId} />
        </ThemeProvider>
      </body>
    </html>
  );
}
