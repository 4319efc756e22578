// The environment of the exports the tests and the bench check, and the ports of a test run.
//
// Like production, the exports have an analytics measurement id (a placeholder), so the consent
// flow is the real one: the tag is only imported after the visitor accepts, and the checks that
// nothing leaves the site before consent could fail. On this offline machine a request to Google
// would never get an answer. The placeholder is the site's config's, which a deploy refuses.
import { TEST_MEASUREMENT_ID } from '../lib/config/site-env';

export { TEST_MEASUREMENT_ID };

/**
 * Every port of one test run, from one base (E2E_PORT, default 4173): the served export, the
 * Firestore, Auth and Functions emulators and the ports firebase-tools opens beside them, the
 * article editor's local backend (decap-server), the editor itself (its own Hosting site, served
 * on its own port: its own origin), and the mail's stand-ins (testing/mail-stand-ins.ts: the local
 * SMTP server, and one HTTP server for its mailbox and the mail tool's API). Two runs on one
 * machine with bases at least 13 apart never collide.
 */
export function testPorts(base = Number(process.env.E2E_PORT ?? 4173)) {
  return {
    site: base,
    firestore: base + 1,
    auth: base + 2,
    hub: base + 3,
    logging: base + 4,
    cms: base + 5,
    editor: base + 6,
    functions: base + 7,
    eventarc: base + 8,
    tasks: base + 9,
    firestoreWebsocket: base + 10,
    smtp: base + 11,
    standIns: base + 12,
  };
}

export type TestPorts = ReturnType<typeof testPorts>;

/** The editor's address in a test run: its own origin, where the site's /cms/ sends the owner. */
export const editorUrl = (ports = testPorts()) => `http://127.0.0.1:${ports.editor}/`;

/** decap-server's API for a test run: the editor of the test export saves through it. */
export const cmsLocalBackendUrl = (ports = testPorts()) => `http://127.0.0.1:${ports.cms}/api/v1`;

/** A demo-* project: the emulators serve it without credentials, the real Firebase refuses it. */
export const DEMO_PROJECT = {
  projectId: 'demo-hanzo-e2e',
  apiKey: 'demo-api-key',
  appId: '1:000000000000:web:0000000000000000',
};

/**
 * The articles of the test export: content/blog plus generated ones (never committed), so
 * pagination, tag archives and the search over many pages are exercised on every run.
 */
export const TEST_BLOG_CONTENT_DIR = '.test-output/blog-content';

/**
 * The test export is the production configuration: analytics, Firebase (a demo project whose SDK
 * talks to the emulators, their ports baked into the bundle) and the generated articles.
 * HANZO_SKIP_BUILD_TYPECHECK: the test command checks types once, with tsc, before it builds.
 */
export function testExportEnv(ports = testPorts()): Record<string, string> {
  return {
    NEXT_PUBLIC_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
    BLOG_CONTENT_DIR: TEST_BLOG_CONTENT_DIR,
    NEXT_PUBLIC_FIREBASE_API_KEY: DEMO_PROJECT.apiKey,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${DEMO_PROJECT.projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: DEMO_PROJECT.projectId,
    NEXT_PUBLIC_FIREBASE_APP_ID: DEMO_PROJECT.appId,
    NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    CMS_LOCAL_BACKEND: cmsLocalBackendUrl(ports),
    CMS_URL: editorUrl(ports),
    HANZO_SKIP_BUILD_TYPECHECK: '1',
  };
}

/**
 * The functions' build for a test run: the test export's settings, with the address the tests
 * serve it at, so the mailed links return to the served export (the pages keep the default
 * public URL their metadata tests expect).
 */
export function functionsTestEnv(ports = testPorts()): Record<string, string> {
  return { ...testExportEnv(ports), NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.site}` };
}

/** The mail settings the functions get in a test run: everything stays on this machine. */
export function functionsTestParams(ports = testPorts()): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SMTP_USER: TEST_SMTP_USER,
    MAIL_FROM: 'Hanzo <boletin@hanzo.test>',
    DAILY_LINK_LIMIT: '1000',
    // The fault tests make the mail tool's stand-in hang: a short wait keeps them quick.
    MAIL_TOOL_TIMEOUT_SECONDS: '2',
    BREVO_LIST_ID: String(TEST_BREVO_LIST_ID),
    BREVO_ARTICLES_LIST_ID: String(TEST_BREVO_LISTS.blogNotifications),
    BREVO_SERVICES_LIST_ID: String(TEST_BREVO_LISTS.productUpdates),
    BREVO_API_URL: `http://127.0.0.1:${ports.standIns}/v3`,
  };
}

/** The local SMTP server's only user; its password and the mail tool's key are local secrets. */
export const TEST_SMTP_USER = 'hanzo-pruebas';
export const TEST_BREVO_LIST_ID = 7;
/** The test run's list for each choice (decision 18): the newsletter's, new articles', services'. */
export const TEST_BREVO_LISTS = {
  newsletter: TEST_BREVO_LIST_ID,
  blogNotifications: 8,
  productUpdates: 9,
} as const;
