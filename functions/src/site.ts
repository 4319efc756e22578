// The site's settings as the build inlined them (scripts/build-functions.ts defines
// HANZO_SITE_CONFIG, as next.config.ts does for the pages): the functions and the pages read one
// address, one responsible party and one contact.
export { siteConfig } from '@/lib/config/site-config';
