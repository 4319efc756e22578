import baseJestConfig from './jest.config.mjs';

/**
 * The Firestore rules and data tests: the `*.test.ts` files under `firestore/`. They need a
 * running Firestore emulator, so the default Jest run (jest.config.mjs, whose testMatch covers
 * every other folder) leaves them out: `npm run test:firestore` (and
 * `npm test`) start the emulator on E2E_PORT + 1 with start-server-and-test and run them.
 *
 * The transform set-up (next/jest, the ESM-only packages) and the module aliases are the default
 * configuration's; the environment is Node, as the Firebase SDK runs in the tests. The files run
 * side by side: each has a project of its own on the emulator (demo-hanzo, demo-hanzo-data,
 * demo-hanzo-outbox), whose data it clears between tests (about 49 s with the emulator's start,
 * against 58 one at a time, on the 2-core machine).
 */
export default async function jestFirestoreConfig() {
  // Where package.json's emulator:firestore listens (the tests' workers inherit it).
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
  const resolved = await baseJestConfig();
  return {
    ...resolved,
    testEnvironment: 'node',
    setupFiles: [],
    setupFilesAfterEnv: [],
    testMatch: ['<rootDir>/firestore/**/*.test.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
  };
}
