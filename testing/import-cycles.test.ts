import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCycles, importGraph, runtimeImports } from './import-cycles';

/** A throw-away project: a tsconfig with the `@/` alias and the given files. */
function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  fs.writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', paths: { '@/*': ['./*'] } },
    }),
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const cycles = findCycles(importGraph(root, Object.keys(files)));
  fs.rmSync(root, { recursive: true, force: true });
  return cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));
}

describe('import cycles', () => {
  it('finds a circle through the alias and relative paths, as the path round it', () => {
    expect(
      project({
        'lib/a.ts': "import { b } from '@/lib/b';\nexport const a = b;",
        'lib/b.ts': "import { c } from './c';\nexport const b = c;",
        'lib/c.ts': "export { a as c } from '../lib/a';",
        'lib/d.ts': "import { a } from '@/lib/a';\nexport const d = a;",
      }),
    ).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts', 'lib/a.ts']]);
  });

  it('counts dynamic imports, require() and a module importing itself', () => {
    expect(
      project({
        'a.ts': "export const load = () => import('./b');",
        'b.ts': "const a = require('./a');\nexport default a;",
        'self.ts': "import './self';",
      }),
    ).toEqual([
      ['a.ts', 'b.ts', 'a.ts'],
      ['self.ts', 'self.ts'],
    ]);
  });

  it('leaves out type-only imports and exports, and modules outside the project', () => {
    expect(
      project({
        'a.ts':
          "import type { B } from './b';\nimport { type C } from './c';\nexport type A = B | C;",
        'b.ts': "export type { A } from './a';\nexport type B = string;",
        'c.ts':
          "import { type A } from './a';\nimport ts from 'typescript';\nexport type C = A;\nexport const v = ts;",
      }),
    ).toEqual([]);
  });

  it('reads the specifiers a module needs at run time', () => {
    const text = [
      "import type { T } from 'types-only';",
      "import def, { type U } from 'with-default';",
      "import 'side-effect';",
      "export * from 'star';",
      "export { type V } from 'type-export';",
      "const later = () => import('lazy');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['with-default', 'side-effect', 'star', 'lazy']);
  });
});
