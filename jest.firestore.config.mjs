import baseJestConfig from './jest.config.mjs';

/**
 * The Firestore rules and data tests: the `*.test.ts` files under `firestore/`. They need a
 * running Firestore emulator (FIRESTORE_EMULATOR_HOST), so the default Jest run (jest.config.mjs,
 * whose testMatch covers app, components, content, lib and scripts) leaves them out: run them with
 * `npm run test:firestore`, or `npm test`, which starts the emulator itself.
 *
 * The transform set-up (next/jest, the ESM-only packages) and the module aliases are the default
 * configuration's; the environment is Node, as the Firebase SDK runs in the tests, and the files
 * run one at a time because they share the emulator and clear its data between tests.
 */
export default async function jestFirestoreConfig() {
  const resolved = await baseJestConfig();
  return {
    ...resolved,
    testEnvironment: 'node',
    setupFiles: [],
    setupFilesAfterEnv: [],
    testMatch: ['<rootDir>/firestore/**/*.test.ts'],
    maxWorkers: 1,
    testTimeout: 30_000,
  };
}
