import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { COMPILE_HINT, markStartupChunks, shiftSourceMap, startupChunks } from './compile-hints';

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head>${scripts}</head><body></body></html>`;

// One mapping: the generated line 1, column 0 comes from a.js line 1, column 0.
const plainMap = { version: 3, sources: ['a.js'], names: [], mappings: 'AAAA' };
const indexMap = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: plainMap }] };

function origin(map: string, line: number) {
  const consumer = new SourceMapConsumer(JSON.parse(map) as RawSourceMap);
  const { source, line: from } = consumer.originalPositionFor({ line, column: 0 });
  return source ? `${source}:${from}` : null;
}

describe('startupChunks', () => {
  it('names the chunks a page loads as scripts, not the legacy nomodule one or other files', () => {
    const html = page(
      '<script src="/_next/static/chunks/a1.js" async=""></script>' +
        '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
        '<script src="/analytics.js"></script>' +
        '<script>self.__next_f=[]</script>' +
        '<link rel="preload" href="/_next/static/chunks/b2.js" as="script">',
    );
    expect(startupChunks(html)).toEqual(['/_next/static/chunks/a1.js']);
  });
});

describe('shiftSourceMap', () => {
  it.each([
    ['a plain map', plainMap],
    ['an index map', indexMap],
  ])('moves %s one line down', (_, map) => {
    const shifted = shiftSourceMap(JSON.stringify(map));
    expect(origin(JSON.stringify(map), 1)).toBe('a.js:1');
    expect(origin(shifted, 1)).toBeNull();
    expect(origin(shifted, 2)).toBe('a.js:1');
  });
});

describe('markStartupChunks', () => {
  let out: string;
  const chunk = (name: string) => path.join(out, '_next', 'static', 'chunks', name);
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.mkdirSync(path.dirname(chunk('x')), { recursive: true });
    fs.writeFileSync(chunk('start.js'), 'a()\n//# sourceMappingURL=start.js.map');
    fs.writeFileSync(chunk('start.js.map'), JSON.stringify(plainMap));
    fs.writeFileSync(chunk('later.js'), 'b()');
    fs.writeFileSync(
      path.join(out, 'index.html'),
      page('<script src="/_next/static/chunks/start.js" async=""></script>'),
    );
  });
  afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

  it('marks the start-up chunks once, moves their maps, and leaves a chunk loaded later', () => {
    const pages = [path.join(out, 'index.html')];
    expect(markStartupChunks(out, pages)).toMatchObject({ chunks: 1, marked: 1 });
    expect(markStartupChunks(out, pages)).toMatchObject({ chunks: 1, marked: 0 });
    expect(fs.readFileSync(chunk('start.js'), 'utf8')).toBe(
      `${COMPILE_HINT}a()\n//# sourceMappingURL=start.js.map`,
    );
    expect(origin(fs.readFileSync(chunk('start.js.map'), 'utf8'), 2)).toBe('a.js:1');
    expect(fs.readFileSync(chunk('later.js'), 'utf8')).toBe('b()');
  });
});
