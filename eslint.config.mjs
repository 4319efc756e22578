import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/**
 * Forbids a folder's modules (tests aside) to import from the layers above it. Test code beside
 * the tests counts as tests: fixtures (`*.fixture.*`) and the scenarios that test files share
 * (`*.contract.*`, lib/email/contract/).
 */
function layer(folder, above, { allowTypeImports = false, message }) {
  return {
    files: [`${folder}/**/*.{ts,tsx,mjs}`],
    ignores: ['**/*.test.*', '**/*.fixture.*', '**/*.contract.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: above, allowTypeImports, message }] },
      ],
    },
  };
}

/**
 * Forbids a folder's modules, tests included, to import the article editor (editor/): a program of
 * its own, built into its own export, that sits beside the layers and may use them, never the
 * other way. The core rule, so it adds to the layer rules instead of replacing their options.
 */
function outsideEditor(folder) {
  return {
    files: [`${folder}/**/*.{ts,tsx,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/editor', '@/editor/**', '**/editor', '**/editor/**'],
              message:
                'editor/ is the article editor, outside the site: the site never imports it.',
            },
          ],
        },
      ],
    },
  };
}

const config = [
  ...nextVitals,
  ...nextTypescript,
  // eslint-config-next registers the jsx-a11y plugin with a few rules as warnings;
  // the site aims at WCAG 2.2 AA, so the whole recommended set applies, as errors.
  {
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable regions (wide tables) must be reachable by keyboard (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // A static export has no image optimiser (images.unoptimized): next/image adds nothing here.
      '@next/next/no-img-element': 'off',
    },
  },
  // Layers import one way: app → components → lib → content. No two modules in a circle is
  // testing/import-cycles.ts (`npm run lint` runs both): import/no-cycle took half the lint's time.
  layer('content', ['@/lib/**', '@/components/**', '@/app/**'], {
    allowTypeImports: true,
    message: 'content/ is the bottom layer: it imports nothing of ours but types.',
  }),
  layer('lib', ['@/components/**', '@/app/**'], {
    message: 'lib/ sits below components/ and app/: pass what it needs in, or move the code down.',
  }),
  layer('components', ['@/app/**'], { message: 'components/ sits below app/.' }),
  ...['app', 'components', 'lib', 'content'].map(outsideEditor),
  prettier,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-cms/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      // Tools installed on demand (firebase-tools) and other local scratch, git-ignored too.
      '.cache/**',
      // The functions' bundle, built from functions/src (scripts/build-functions.ts).
      'functions/lib/**',
    ],
  },
];

export default config;
