/**
 * @jest-environment node
 */
import { SourceMapGenerator } from 'source-map-js';
import { bytesPerSource, sourceGroup } from './js-breakdown.mjs';

describe('sourceGroup', () => {
  it('names npm packages, the React copies inside next, project files and the bundler', () => {
    expect(sourceGroup('turbopack:///[project]/node_modules/next-themes/dist/index.mjs')).toEqual({
      kind: 'package',
      name: 'next-themes',
    });
    expect(
      sourceGroup('turbopack:///[project]/node_modules/@swc/helpers/esm/_interop_require.js'),
    ).toEqual({ kind: 'package', name: '@swc/helpers' });
    expect(
      sourceGroup(
        'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js',
      ),
    ).toEqual({ kind: 'package', name: 'react-dom (inside next)' });
    expect(
      sourceGroup('turbopack:///[project]/node_modules/next/dist/client/app-index.js'),
    ).toEqual({ kind: 'package', name: 'next' });
    expect(sourceGroup('turbopack:///[project]/components/layout/mobile-menu.tsx')).toEqual({
      kind: 'project',
      name: 'components/layout/mobile-menu.tsx',
    });
    expect(sourceGroup('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts')).toEqual({
      kind: 'bundler',
      name: 'turbopack runtime',
    });
  });
});

describe('bytesPerSource', () => {
  it('gives every byte of the code to the source mapped before it, and none twice', () => {
    const code = 'abcdefgh\nxyz';
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    const add = (line: number, column: number, source: string) =>
      map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    add(1, 0, 'a.ts');
    add(1, 4, 'b.ts');
    add(2, 1, 'a.ts');

    const totals = bytesPerSource(code, JSON.parse(map.toString()));
    expect(Object.fromEntries(totals)).toEqual({
      'a.ts': 'abcd'.length + 'yz'.length,
      'b.ts': 'efgh\n'.length,
      '(no source)': 'x'.length,
    });
    const sum = [...totals.values()].reduce((total, bytes) => total + bytes, 0);
    expect(sum).toBe(Buffer.byteLength(code));
  });

  it('counts multi-byte characters as the bytes they are shipped as', () => {
    const code = 'const t="Información";';
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    map.addMapping({
      generated: { line: 1, column: 0 },
      original: { line: 1, column: 0 },
      source: 'copy.ts',
    });
    expect(bytesPerSource(code, JSON.parse(map.toString())).get('copy.ts')).toBe(
      Buffer.byteLength(code),
    );
  });
});
