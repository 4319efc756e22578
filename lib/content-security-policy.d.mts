/** What the policy must allow for this deployment (see cspSettingsFromEnv). */
export interface CspSettings {
  measurementId: string | null;
  /** The Firebase auth domain, present exactly when the Firebase web config is complete. */
  authDomain: string | null;
  /** http://host:port of the Firestore emulator, when the build talks to one. */
  firestoreEmulator: string | null;
  /** http://host:port of the Auth emulator, when the build talks to one. */
  authEmulator: string | null;
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

export const ANALYTICS_SOURCES: { script: string[]; connect: string[]; img: string[] };
export const FIRESTORE_SOURCES: { connect: string[] };
export const AUTH_SOURCES: { connect: string[]; script: string[] };

export function cspSettingsFromEnv(env: Record<string, string | undefined>): CspSettings;
export function hashSource(text: string): string;
export function buildPolicy(input: PolicyInput): string;
export function parsePolicy(policy: string): Map<string, string[]>;
export function inlineCode(html: string): InlineCode;
export function findCspProblems(html: string, policy: string): string[];

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
/** RE2 pattern of file URLs (scripts, styles, fonts, images, page data, feeds). */
export const FILE_PATTERN: string;
/** The short policy every file is served with. */
export const FILE_POLICY: string;
export function routePattern(route: string): string;
export function isCspEntry(entry: HeaderEntry): boolean;
export function cspEntries(input: {
  fallbackPolicy: string;
  pages: { route: string; policy: string }[];
}): HeaderEntry[];
export function withCspEntries<T extends HostingConfig>(
  hosting: T,
  entries: HeaderEntry[],
): Omit<T, 'headers'> & { headers: HeaderEntry[] };
export function policyForPath(hosting: HostingConfig, pathname: string): string | null;
