/**
 * @jest-environment node
 */
import { SourceMapGenerator } from 'source-map-js';
import { gzipSize } from './first-load';
import { addScript, type GroupBytes, sourceGroup } from './js-breakdown';

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

  it("keeps source-map-explorer's bytes without a source apart", () => {
    expect(sourceGroup('[unmapped]')).toEqual({ kind: 'other', name: '[unmapped]' });
    expect(sourceGroup('[EOLs]')).toEqual({ kind: 'other', name: '[EOLs]' });
  });
});

/** A hand-made source map: each mapping gives the code from its column on to `source`. */
function sourceMap(mappings: [line: number, column: number, source: string][]) {
  const map = new SourceMapGenerator({ file: 'chunk.js' });
  for (const [line, column, source] of mappings) {
    map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
  }
  return Buffer.from(map.toString());
}

const rawBytes = (groups: Map<string, GroupBytes>) =>
  Object.fromEntries([...groups].map(([key, group]) => [key, group.raw]));

describe('addScript', () => {
  it('gives every byte of a script to one group, and shares out its gzip size', async () => {
    const code = Buffer.from('abcdefgh\nxyz');
    const map = sourceMap([
      [1, 0, 'turbopack:///[project]/node_modules/pkg/a.js'],
      [1, 4, 'turbopack:///[project]/node_modules/pkg/b.js'],
      [2, 1, 'turbopack:///[project]/lib/x.ts'],
    ]);
    const groups = new Map<string, GroupBytes>();
    await addScript(groups, code, map);

    expect(rawBytes(groups)).toEqual({
      'package:pkg': 'abcd'.length + 'efgh'.length,
      'project:lib/x.ts': 'yz'.length,
      'other:[unmapped]': 'x'.length,
      'other:[EOLs]': '\n'.length,
    });
    const gzipShares = [...groups.values()].reduce((sum, group) => sum + group.gzip, 0);
    expect(gzipShares).toBeCloseTo(gzipSize(code));
    expect(groups.get('package:pkg')?.gzip).toBeCloseTo((gzipSize(code) * 8) / 12);
  });

  it('adds up scripts and counts multi-byte characters as the bytes they are shipped as', async () => {
    const groups = new Map<string, GroupBytes>();
    const copy = Buffer.from('const t="Información";');
    const map = sourceMap([[1, 0, 'turbopack:///[project]/content/copy.ts']]);
    await addScript(groups, copy, map);
    await addScript(groups, copy, map);
    expect(rawBytes(groups)).toEqual({ 'project:content/copy.ts': 2 * copy.length });
    expect(copy.length).toBe('const t="Información";'.length + 1);
  });

  it('fails with the reason when a map cannot be read', async () => {
    await expect(addScript(new Map(), Buffer.from('x'), Buffer.from('not a map'))).rejects.toThrow(
      /JSON/,
    );
  });
});
