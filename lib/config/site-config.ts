/**
 * The deployment's settings as the pages use them. next.config.ts parses the environment with the
 * schema of lib/config/site-env.ts and the build inlines the result as JSON (HANZO_SITE_CONFIG), so no
 * parser ships to the browser. Test runners set the variable the same way (jest.env.ts,
 * playwright.config.ts).
 */
import type { SiteConfig } from '@/lib/config/site-env';

export type { FirebaseWebConfig, SiteConfig } from '@/lib/config/site-env';

function inlinedConfig(): SiteConfig {
  // Named in full, so Next.js inlines it.
  const json = process.env.HANZO_SITE_CONFIG;
  if (!json) {
    throw new Error(
      'HANZO_SITE_CONFIG is not set: next.config.ts sets it for the build; elsewhere, set it to ' +
        'siteConfigJson() of lib/config/site-env.ts before importing lib/config/site-config.ts.',
    );
  }
  return JSON.parse(json) as SiteConfig;
}

export const siteConfig: SiteConfig = inlinedConfig();

/** Absolute URL on this site for a path such as `/blog/`. */
export function absoluteUrl(path: string, base: string = siteConfig.url): string {
  return new URL(path, `${base}/`).href;
}
