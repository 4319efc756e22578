/**
 * V8's compile hint in the export (scripts/compile-hints.ts): every chunk an exported page loads at
 * its start begins with it, and no chunk loaded later does (those keep lazy compilation).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT, startupChunks } from '../scripts/compile-hints';
import { exportFiles, exportedPages } from '../scripts/export';
import { OUT_DIR } from './html';

test('the start-up chunks, and only they, carry the compile hint', () => {
  const startup = new Set(
    exportedPages(OUT_DIR).flatMap(({ file }) => startupChunks(fs.readFileSync(file, 'utf8'))),
  );
  const chunks = exportFiles(path.join(OUT_DIR, '_next', 'static', 'chunks'), '.js').map(
    (name) => `/_next/static/chunks/${name}`,
  );
  expect(startup.size).toBeGreaterThan(0);
  const hinted = chunks.filter((src) =>
    fs.readFileSync(path.join(OUT_DIR, src), 'utf8').startsWith(COMPILE_HINT),
  );
  expect(hinted.sort()).toEqual([...startup].sort());
});
