/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  type Budget,
  checkExternalRequests,
  checkFirstLoad,
  limitsForRoute,
  loadBudget,
  routeMatches,
  validateBudget,
} from './budget';
import {
  type FirstLoad,
  exportedPages,
  exportedRoutes,
  firstLoadAssets,
  measureFirstLoad,
} from './first-load';

const budget: Budget = {
  default: { performance: 100, lcpMs: 1200, cls: 0, firstLoadJsGzipBytes: 165000 },
  routes: {
    '/blog/*/': { lcpMs: 1500 },
    '/': { firstLoadJsGzipBytes: 155000 },
  },
};

describe('limitsForRoute', () => {
  it('applies the default, then matching patterns, then the exact route', () => {
    expect(limitsForRoute(budget, '/')).toEqual({
      performance: 100,
      lcpMs: 1200,
      cls: 0,
      firstLoadJsGzipBytes: 155000,
    });
    expect(limitsForRoute(budget, '/blog/ia/')).toMatchObject({ lcpMs: 1500 });
    expect(limitsForRoute(budget, '/blog/ia/articulo/')).toMatchObject({ lcpMs: 1200 });
  });

  it('lets * stand for exactly one path segment', () => {
    expect(routeMatches('/blog/*/*/', '/blog/analisis/kpis/')).toBe(true);
    expect(routeMatches('/blog/*/*/', '/blog/analisis/')).toBe(false);
    expect(routeMatches('/blog/', '/blog/analisis/')).toBe(false);
    expect(routeMatches('/a.b/', '/axb/')).toBe(false);
  });
});

describe('byte and off-site limits', () => {
  const limits = limitsForRoute(budget, '/');
  const firstLoad = (firstLoadJsGzipBytes: number): FirstLoad => ({
    firstLoadJsGzipBytes,
    firstLoadCssGzipBytes: 0,
    htmlGzipBytes: 0,
    scripts: [],
    styles: [],
    externalScripts: [],
  });

  it('passes bytes at the limit and fails one byte over, saying by how much', () => {
    expect(checkFirstLoad(firstLoad(155000), limits)).toEqual([]);
    expect(checkFirstLoad(firstLoad(155001), limits)).toEqual([
      'First-load JS (gzip) 155.0 KB > 155.0 KB (1 B over)',
    ]);
  });

  it('counts requests to other hosts against their limit, when the budget sets one', () => {
    expect(checkExternalRequests(0, { externalRequests: 0 })).toEqual([]);
    expect(checkExternalRequests(2, { externalRequests: 0 })).toEqual([
      'Requests to other hosts 2 > 0',
    ]);
    expect(checkExternalRequests(2, {})).toEqual([]);
  });
});

describe('validateBudget', () => {
  it('rejects an unknown limit and a value that is not a number', () => {
    expect(() => validateBudget({ default: { lcp: 1200 } })).toThrow(/unknown limit "lcp"/);
    expect(() => validateBudget({ routes: { '/': { lcpMs: '1200' } } })).toThrow(/number/);
    expect(() => validateBudget({ routes: { blog: {} } })).toThrow(/starts with \//);
  });

  it("accepts the project's budget file, with the issue's targets", () => {
    const projectBudget = loadBudget(path.join(__dirname, '..', 'bench', 'budget.json'));
    expect(limitsForRoute(projectBudget, '/')).toMatchObject({
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1200,
      tbtMs: 150,
      cls: 0,
      totalTransferBytes: 250 * 1024,
      firstLoadJsGzipBytes: 155000,
    });
    expect(limitsForRoute(projectBudget, '/blog/')).toMatchObject({ firstLoadJsGzipBytes: 165000 });
  });
});

describe('first-load measurement and check on a tiny export', () => {
  let outDir: string;
  const appJs = 'console.log("app");'.repeat(50);
  const sdkJs = 'registerVersion("@firebase/app","12.0.0");';
  const gzip = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;
  const write = (relative: string, content: string) => {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const page = (scripts: string) =>
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/s.css"/>${scripts}` +
    '<script src="/polyfill.js" noModule=""></script></head><body><h1>Hola</h1></body></html>';

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    write('app.js', appJs);
    write('sdk.js', sdkJs);
    write('polyfill.js', 'x'.repeat(5000));
    write('s.css', 'h1{color:red}');
    write('index.html', page('<script src="/app.js" async=""></script>'));
    write(
      'admin/index.html',
      page('<link rel="preload" as="script" href="/sdk.js"/><script src="/app.js"></script>'),
    );
    write('404.html', page(''));
  });

  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('lists the pages and the routes a visitor can open', () => {
    expect(exportedPages(outDir).map((entry) => [entry.route, entry.notFound])).toEqual([
      ['/', false],
      ['/404.html', true],
      ['/admin/', false],
    ]);
    expect(exportedRoutes(outDir)).toEqual(['/', '/admin/']);
  });

  it('counts scripts and preloaded scripts, never the noModule polyfill', () => {
    expect(firstLoadAssets(page('<link rel="modulepreload" href="/m.js"/>'))).toEqual({
      scripts: ['/m.js'],
      styles: ['/s.css'],
    });
    const measured = measureFirstLoad(path.join(outDir, 'index.html'), outDir);
    expect(measured.firstLoadJsGzipBytes).toBe(gzip(appJs));
    expect(measured.firstLoadCssGzipBytes).toBe(gzip('h1{color:red}'));
  });

  it('passes within the budget and fails a page over a tiny one', () => {
    const measured = measureFirstLoad(path.join(outDir, 'index.html'), outDir);
    expect(checkFirstLoad(measured, { firstLoadJsGzipBytes: 10000, htmlGzipBytes: 10000 })).toEqual(
      [],
    );
    const failures = checkFirstLoad(measured, {
      firstLoadJsGzipBytes: 10,
      firstLoadCssGzipBytes: 10,
      htmlGzipBytes: 10,
      lcpMs: 0,
    });
    expect(failures.map((failure) => failure.split(' ')[0])).toEqual([
      'First-load',
      'First-load',
      'HTML',
    ]);
    expect(failures.join('\n')).toMatch(/JS .*\n.*CSS .*\nHTML/);
  });

  it('fails a page whose first load carries Firebase SDK code', () => {
    const measured = measureFirstLoad(path.join(outDir, 'admin', 'index.html'), outDir);
    expect(checkFirstLoad(measured, {})).toEqual([
      'Firebase SDK code in the first load: "@firebase/" in /sdk.js',
    ]);
  });

  it('stops on a page that references a file missing from the export', () => {
    const brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-broken-'));
    try {
      fs.writeFileSync(
        path.join(brokenDir, 'index.html'),
        page('<script src="/gone.js"></script>'),
      );
      expect(() => measureFirstLoad(path.join(brokenDir, 'index.html'), brokenDir)).toThrow(
        /references \/gone\.js/,
      );
    } finally {
      fs.rmSync(brokenDir, { recursive: true, force: true });
    }
  });
});
