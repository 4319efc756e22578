/**
 * @jest-environment node
 */
// Each folder of tooling keeps to the lines its role needs (docs/testing.md, "Line budgets"):
// code only, tests, fixtures and the specs themselves aside. A folder that outgrows its budget is
// a sign that code has moved in that belongs elsewhere, or that a rule is written twice.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

const BUDGETS = [
  // What the browser specs share: fixtures, the page walker, the page checks, the export's reader.
  { folder: 'e2e', lines: 1_150 },
  // The runner, its servers (emulators, mail and tag stand-ins), their clients, the test env.
  { folder: 'testing', lines: 2_000 },
  // The build's steps after `next build`, the CSP step, the deploy check and the workflow rules,
  // the local server and the tests' memory in front of it.
  { folder: 'scripts', lines: 2_050 },
];

const isCode = (name: string) =>
  /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|spec|fixture)\.|\.d\.ts$/.test(name);

function linesOf(folder: string): number {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter(isCode)
    .reduce(
      (sum, name) =>
        sum + fs.readFileSync(path.join(root, folder, name), 'utf8').split('\n').length - 1,
      0,
    );
}

describe('line budgets', () => {
  it.each(BUDGETS)('$folder/ holds at most $lines lines of code', ({ folder, lines }) => {
    const count = linesOf(folder);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(lines);
  });

  it('counts code only: a spec, a test, a fixture and a declaration file are left out', () => {
    expect(['a.ts', 'b.tsx', 'c.mjs'].every(isCode)).toBe(true);
    expect(['a.spec.ts', 'a.test.tsx', 'a.fixture.ts', 'a.d.ts', 'a.md'].some(isCode)).toBe(false);
  });
});
