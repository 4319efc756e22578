// Component tests run with an analytics id configured, as a production deployment would.
import { siteConfigJson } from './lib/config/site-env';
import { TEST_MEASUREMENT_ID } from './testing/env';

process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = TEST_MEASUREMENT_ID;
// What next.config.ts hands the pages (lib/config/site-config.ts).
process.env.HANZO_SITE_CONFIG = siteConfigJson();
