import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit and component tests live beside the code they test (`x.test.ts`, `x.test.tsx`), the
 * project's scripts, the test harness, the article editor, the bench's tools and the Cloud
 * Functions included.
 */
const config = {
  // Jest's default leaves one core to its own process, which mostly waits: on a 2-core machine
  // that is one worker. Two ran the 825 tests in 37 s against 54 (2026-11-27).
  maxWorkers: '100%',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest.env.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // React Email's render loads react-dom/server with import(), which Jest's CommonJS runtime
    // cannot run: its ES module build, transformed below, turns the import into a require.
    '^@react-email/render$': '<rootDir>/node_modules/@react-email/render/dist/node/index.mjs',
  },
  testMatch: [
    '<rootDir>/{app,components,content,lib,editor,bench,scripts,testing,functions/src}/**/*.test.{ts,tsx}',
  ],
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/out/',
    '<rootDir>/out-cms/',
    '<rootDir>/.next/',
    '<rootDir>/node_modules/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/out-cms/', '<rootDir>/.next/'],
};

/**
 * The Markdown pipeline (unified, remark, rehype and their dependencies) ships as ESM only, and
 * React Email's render is read as ESM (moduleNameMapper above), so Jest must transform those
 * packages; every other package in node_modules stays untransformed.
 */
const esmOnlyPackages = [
  '@react-email/render',
  '@ungap/structured-clone',
  'bail',
  // beasties (the CSP step's critical CSS, run in process by its tests) and its HTML and CSS
  // selector packages.
  'beasties',
  'ccount',
  'character-entities.*',
  'comma-separated-tokens',
  'css-select',
  'css-what',
  'decode-named-character-reference',
  'devlop',
  'dom-serializer',
  'domhandler',
  'domutils',
  'entities',
  'escape-string-regexp',
  'github-slugger',
  'hast-util-.*',
  'html-void-elements',
  'htmlparser2',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'mdast-util-.*',
  'micromark.*',
  'nth-check',
  'property-information',
  'rehype-.*',
  'remark-.*',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unified',
  'unist-util-.*',
  'vfile',
  'vfile-message',
  'zwitch',
];

// next/jest always adds its own node_modules pattern (Next's transpiled packages) and a custom
// list can only append to it, so the resolved config is adjusted: these packages are added to
// that pattern's exceptions, every other setting is kept.
const nodeModulesPattern = '/node_modules/(?!.pnpm)(?!(';

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith(nodeModulesPattern)
      ? `${nodeModulesPattern}${esmOnlyPackages.join('|')}|${pattern.slice(nodeModulesPattern.length)}`
      : pattern,
  );
  return resolved;
}
