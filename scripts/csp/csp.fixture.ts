// What the tests of the site's Content-Security-Policy share (sources.test.ts, policy.test.ts,
// page.test.ts and ../hosting.test.ts, one file per module they test): deployments, an
// environment with Firebase, a page with every kind of inline code, and a reader of a policy.
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { hashSource, readPage } from './page';
import { metaPolicy } from './policy';
import type { CspSettings } from './sources';

/** A policy's directives by name (the policies here are ours: one of each, lower case). */
export const parsePolicy = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

export const NO_SERVICES: CspSettings = {
  measurementId: null,
  authDomain: null,
  firestoreEmulator: null,
  authEmulator: null,
  functions: null,
  appCheck: false,
  reportUri: null,
};
export const ALL_SERVICES: CspSettings = {
  measurementId: TEST_MEASUREMENT_ID,
  authDomain: 'hanzo-web.firebaseapp.com',
  firestoreEmulator: 'http://127.0.0.1:8080',
  authEmulator: 'http://127.0.0.1:9099',
  functions: 'http://127.0.0.1:5001',
  appCheck: true,
  reportUri: 'https://reportes.hanzo.mx/csp',
};
export const FIREBASE_ENV = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'hanzo-web.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-web',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};

export const BOOT = "document.documentElement.classList.add('js')";
export const PAYLOAD = 'self.__next_f.push([1,"<div style=\\"color:red\\" onclick=\\"x()\\">"])';
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
export const PAGE = `<!DOCTYPE html><html><head>
<script>${BOOT}</script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script type="application/ld+json">${JSON_LD}</script>
<noscript><style>#overlay{display:none}</style></noscript>
</head><body>
<div style="width:5%" class="bar"></div>
<svg><path style="transform-origin:50% 100%" d="M0 0"/></svg>
<a href="/blog/">Blog</a>
<script>${PAYLOAD}</script>
</body></html>`;

/** PAGE's meta policy, as the CSP step composes it (`overrides`: other settings…). */
export function pagePolicy(overrides: Partial<Parameters<typeof metaPolicy>[0]> = {}) {
  const code = readPage(PAGE).code;
  return metaPolicy({
    settings: NO_SERVICES,
    scriptHashes: code.scripts.map(hashSource),
    styleHashes: code.styles.map(hashSource),
    styleAttributeHashes: code.styleAttributes.map(hashSource),
    ...overrides,
  });
}
