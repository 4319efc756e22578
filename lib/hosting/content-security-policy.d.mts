/** What the policy must allow for this deployment (see cspSettingsFromEnv). */
export interface CspSettings {
  measurementId: string | null;
  /** The Firebase auth domain, present exactly when the Firebase web config is complete. */
  authDomain: string | null;
  /** http://host:port of the Firestore emulator, when the build talks to one. */
  firestoreEmulator: string | null;
  /** http://host:port of the Auth emulator, when the build talks to one. */
  authEmulator: string | null;
  /** App Check with reCAPTCHA Enterprise (a site key and the Firebase config). */
  appCheck: boolean;
  /** Where browsers send violation reports (CSP_REPORT_URI), or null: no reporting. */
  reportUri: string | null;
}

export interface PolicyInput {
  settings: CspSettings;
  scriptHashes?: string[];
  styleHashes?: string[];
  styleAttributeHashes?: string[];
  /** The page signs in with Firebase Auth's popup (the admin page). */
  signIn?: boolean;
}

export interface InlineCode {
  /** Text of each executable inline <script> (data blocks such as JSON-LD excluded). */
  scripts: string[];
  /** src of each external <script>. */
  externalScripts: string[];
  /** Text of each <style> element. */
  styles: string[];
  /** Value of each style="…" attribute, entities decoded. */
  styleAttributes: string[];
  eventHandlers: string[];
  javascriptUrls: string[];
}

type Sources = { script: string[]; connect: string[] };
export const ANALYTICS_SOURCES: Sources & { img: string[] };
export const FIRESTORE_SOURCES: { connect: string[] };
export const AUTH_SOURCES: Sources;
export const APP_CHECK_SOURCES: Sources & { frame: string[] };
/** Directives a browser ignores in a meta policy. */
export const HEADER_ONLY_DIRECTIVES: string[];

export function cspSettingsFromEnv(env: Record<string, string | undefined>): CspSettings;
export function hashSource(text: string): string;
/** The policy of one page, for its <meta http-equiv="Content-Security-Policy">. */
export function metaPolicy(input: PolicyInput): string;
/** The header policy of every page (`signIn`: of the admin page). */
export function headerPolicy(input: { settings: CspSettings; signIn?: boolean }): string;
export function parsePolicy(policy: string): Map<string, string[]>;
export interface MetaPolicy {
  /** The content of the page's (first) policy meta tag, or null when it has none. */
  policy: string | null;
  /** What is wrong with its placement or content. */
  problems: string[];
}
/** One parse of a page: its inline code, its meta policy, where a meta policy goes. */
export interface PageReading {
  code: InlineCode;
  meta: MetaPolicy;
  edit: { insertAt: number | null; removals: [number, number][] };
}
export function readPage(html: string): PageReading;
export function inlineCode(html: string): InlineCode;
export function metaPolicyOf(html: string): MetaPolicy;
/** The page with `policy` in a meta tag first in its <head> (replacing an earlier one). */
export function withMetaPolicy(html: string, policy: string, page?: PageReading): string;
export function allowsScriptUrl(sources: string[], src: string): boolean;
export function findCspProblems(html: string, policy: string, code?: InlineCode): string[];
/** What the header policy would block of what the meta policy allows. */
export function policyConflicts(metaPolicy: string, headerPolicy: string): string[];

export interface HeaderEntry {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface HostingConfig {
  headers?: HeaderEntry[];
  [key: string]: unknown;
}

export const CSP_HEADER: 'Content-Security-Policy';
/** File name of the hosting config a build writes, beside firebase.json (git-ignored). */
export const GENERATED_HOSTING_CONFIG: string;
export const SIGN_IN_ROUTES: string[];
/** RE2 pattern of the sign-in pages' URLs. */
export const SIGN_IN_PATTERN: string;
/** RE2 pattern of file URLs (scripts, styles, fonts, images, page data, feeds). */
export const FILE_PATTERN: string;
/** The short policy every file is served with. */
export const FILE_POLICY: string;
export function isCspEntry(entry: HeaderEntry): boolean;
/** The CSP header entries of the hosting config: a fixed number, whatever the pages. */
export function hostingCspEntries(settings: CspSettings): HeaderEntry[];
export function withCspEntries<T extends HostingConfig>(
  hosting: T,
  entries: HeaderEntry[],
): Omit<T, 'headers'> & { headers: HeaderEntry[] };
export function headerForPath(
  hosting: HostingConfig,
  pathname: string,
  key?: string,
): string | null;
export function policyForPath(hosting: HostingConfig, pathname: string): string | null;
