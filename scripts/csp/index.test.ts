/**
 * @jest-environment node
 */
// The CSP step run for real on small synthetic exports: each page gets its critical CSS and its
// meta policy, the hosting config it writes has the same size for 3 pages as for 300, a page's
// policy does not depend on how many other pages there are, and nothing tracked by git is written.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSiteConfigJson } from '@/lib/config/build-env';
import { ENV_NAMES } from '@/lib/config/site-env';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import type { HeaderEntry } from '../hosting';
import { hashSource, readPage } from './page';
import { runCspStep } from './step';

const root = path.resolve(__dirname, '..', '..');
const GA_ID = TEST_MEASUREMENT_ID;
/** Empty values override a developer's .env.local (Next's env loader keeps what is set). */
const ENV = {
  ...Object.fromEntries(Object.values(ENV_NAMES).map((name) => [name, ''])),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: GA_ID,
  CSP_REPORT_URI: '',
};
/** What next.config.ts inlines into the bundle for this environment. */
const BUILT_CONFIG = buildSiteConfigJson(ENV);

const page = (body: string) =>
  '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/font.woff2" as="font"/><script src="/_next/static/chunks/app.js" async=""></script>' +
  `<script>document.documentElement.classList.add('js')</script></head><body>` +
  `<div style="width:5%">${body}</div><script>self.__next_f.push([1,${JSON.stringify(body)}])</script>` +
  '</body></html>';

const META_TAG = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'"/>`;
/** The editor's page, as editor/build.ts writes it beside the export (its own policy). */
const EDITOR_PAGE =
  '<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"/>' +
  `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'unsafe-eval'"/>` +
  '</head><body><script src="/decap-cms.js"></script></body></html>';
const article = (index: number) => `blog/articulo-${index}/index.html`;

/** An export with `articles` article pages besides the home, admin and 404 pages. */
function syntheticExport(dir: string, articles: number) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('_next/static/chunks/app.js', `JSON.parse('${BUILT_CONFIG}');gtag("config","${GA_ID}")`);
  write('index.html', page('Inicio'));
  write('404.html', page('Página no encontrada'));
  write('admin/index.html', page('Administración'));
  for (let index = 1; index <= articles; index += 1)
    write(article(index), page(`Artículo ${index}`));
  writeEditor(dir);
}

/** The editor's export beside a site's export (`DIR-cms/`). */
function writeEditor(dir: string) {
  fs.mkdirSync(`${dir}-cms`, { recursive: true });
  fs.writeFileSync(path.join(`${dir}-cms`, 'index.html'), EDITOR_PAGE);
}

/**
 * The step as the command line runs it (`index.ts`: its environment, its exit status, its
 * console), in this process: a run is about 0.1 s here against 0.6 s in a process of its own,
 * and the file runs it 25 times. The predeploy guard's test below runs the real command once.
 */
async function csp(args: string[], env: Record<string, string> = {}) {
  const lines: string[] = [];
  const result = (status: number, stderr: string) => ({
    status,
    stdout: lines.join('\n'),
    stderr,
  });
  try {
    await runCspStep(args, { ...process.env, ...ENV, ...env }, { log: (line) => lines.push(line) });
    return result(0, '');
  } catch (error) {
    // As the command line: whatever stopped the step is its message, and the status is 1.
    return result(1, `✘ CSP: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hanzo-csp-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Whether a page's policy lists the hash of each of its inline scripts, styles and attributes. */
function hashesEveryInlineCode(html: string, policy: string) {
  const code = readPage(html).code;
  return [...code.scripts, ...code.styles, ...code.styleAttributes]
    .map(hashSource)
    .every((hash) => policy.includes(hash));
}

/** The site's hosting entry of a written config (the first; the editor's is the second). */
const siteEntry = (config: string): { predeploy: string[]; headers: HeaderEntry[] } =>
  [JSON.parse(fs.readFileSync(config, 'utf8')).hosting].flat()[0];

/**
 * The predeploy guard as the config written for an export runs it, on that export (`checked`:
 * another config file handed to it instead, with the same build id).
 */
async function guard(out: string, config: string, checked?: string) {
  const args = (siteEntry(config).predeploy[0] ?? '').split(' ').slice(4);
  if (checked) args.splice(args.indexOf('--config') + 1, 1, checked);
  return csp([...args, '--out', out]);
}

/** The CSP header entry every page gets from a written config. */
function pagesHeader(config: string) {
  return siteEntry(config)
    .headers.filter((entry) => entry.source === '**')
    .at(-1)?.headers[0]?.value;
}

/** Runs the CSP step on a synthetic export; returns the export's folder and the config. */
async function build(name: string, articles: number) {
  const out = path.join(work, name);
  const config = path.join(work, `${name}.json`);
  syntheticExport(out, articles);
  const result = await csp(['--out', out, '--write-to', config]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return { out, config };
}

describe('scripts/csp/index.ts', () => {
  it('puts a meta policy first in every page that allows exactly its inline code', async () => {
    const { out, config } = await build('small', 3);
    for (const file of ['index.html', '404.html', 'admin/index.html', article(2)]) {
      const html = fs.readFileSync(path.join(out, file), 'utf8');
      const { policy, problems } = readPage(html).meta;
      expect(problems).toEqual([]);
      expect(hashesEveryInlineCode(html, policy ?? '')).toBe(true);
      expect(html).toMatch(
        /^<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
      );
    }
    // A second run on the same export leaves the pages as they are.
    const before = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const again = await csp(['--out', out, '--write-to', config]);
    expect(again.stdout).toContain('(0 rewritten;');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(before);
    const checked = await guard(out, config);
    expect(checked.stderr).toBe('');
    expect(checked.stdout).toContain('6 pages carry one meta policy each');
  });

  it('inlines the rules a page uses, moves the stylesheet to the end of <body>, then hashes them', async () => {
    const out = path.join(work, 'critical');
    const stylesheet =
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
    const original =
      '<!DOCTYPE html><html lang="es-MX" class="brand_variable"><head><meta charSet="utf-8"/>' +
      `${stylesheet}<script src="/_next/static/chunks/app.js" async=""></script></head><body>` +
      '<p class="used border">Hola</p><ul class="space-y-4"><li>a</li><li>b</li></ul></body></html>';
    fs.mkdirSync(path.join(out, '_next', 'static', 'chunks'), { recursive: true });
    fs.writeFileSync(
      path.join(out, '_next', 'static', 'chunks', 'app.js'),
      `JSON.parse('${BUILT_CONFIG}')`,
    );
    fs.writeFileSync(
      path.join(out, '_next', 'static', 'chunks', 'site.css'),
      [
        '@font-face{font-family:brand;src:url(../media/brand.woff2)format("woff2")}',
        '@font-face{font-family:Brand Fallback;src:local(Arial);size-adjust:105%}',
        '@font-face{font-family:other;src:url(../media/other.woff2)format("woff2")}',
        ':root{--font-sans:var(--font-brand), "Brand Fallback", sans-serif}',
        '.brand_variable{--font-brand:"brand"}',
        'body{font-family:var(--font-sans)}',
        '.used{color:red}.unused{color:blue}.dark{--canvas:#000}',
        ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
        '.prose :where(.prose>ul>li p):not(:where([class~=not-prose])){margin-top:.75em}',
        '.border{border-style:var(--tw-border-style);border-width:1px}',
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@keyframes loop-fade{50%{opacity:var(--loop-to)}}@keyframes unused-loop{50%{opacity:0}}',
      ].join(''),
    );
    fs.writeFileSync(path.join(out, 'index.html'), original);
    // A page whose picture sets its animation in a style attribute (the hero's loops).
    const looping = original.replace(
      '</body>',
      '<svg><rect style="--loop-to:0.4;animation:loop-fade 3s ease-in-out 0s 1"></rect></svg></body>',
    );
    fs.mkdirSync(path.join(out, 'loop'));
    fs.writeFileSync(path.join(out, 'loop', 'index.html'), looping);
    writeEditor(out);
    const result = await csp(['--out', out, '--write-to', path.join(work, 'critical.json')]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Critical CSS: inlined in 2 pages');

    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const css = /<style>(.*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(css).toContain('.used{color:red}');
    expect(css).not.toContain('.unused');
    // Set on <html> by a script before the first paint, and Tailwind's child rules.
    expect(css).toContain('.dark{--canvas:#000}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    // A child rule whose class no element has is dropped whole, selector prefix and all.
    expect(css).not.toContain('prose');
    expect(css).toContain('.border{');
    // Every @property kept whole and valid (no `};`), and the fonts named through custom
    // properties, with their URLs made absolute; not a face no rule names.
    expect(css.match(/@property/g)).toHaveLength(2);
    expect(css).not.toContain('};');
    expect(css).toContain('url(/_next/static/media/brand.woff2)');
    expect(css).toContain('font-family:Brand Fallback');
    expect(css).not.toContain('other.woff2');
    expect(css).not.toContain('@keyframes');
    // A face no page has inline stays in the stylesheet, and so do the others.
    const sheet = path.join(out, '_next', 'static', 'chunks', 'site.css');
    expect(fs.readFileSync(sheet, 'utf8').match(/@font-face/g)).toHaveLength(3);
    // The stylesheet now closes the body; every other byte is the page's own.
    expect(head).not.toContain('rel="stylesheet"');
    expect(html.endsWith(`${stylesheet}</body></html>`)).toBe(true);
    const rest = html
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
      .replace(/<style>.*?<\/style>/, stylesheet)
      .replace(`${stylesheet}</body>`, '</body>');
    expect(rest).toBe(original);
    // The inline style is hashed in the page's policy; a second run changes nothing.
    const { policy } = readPage(html).meta;
    expect(hashesEveryInlineCode(html, policy ?? '')).toBe(true);
    expect(policy).toContain(`style-src 'self' ${hashSource(css)}`);
    // The keyframes a style attribute names come inline, once; not those nothing names.
    const loopCss = /<style>(.*?)<\/style>/.exec(
      fs.readFileSync(path.join(out, 'loop', 'index.html'), 'utf8'),
    )?.[1];
    expect(loopCss?.match(/@keyframes loop-fade\{50%\{opacity:var\(--loop-to\)\}\}/g)).toHaveLength(
      1,
    );
    expect(loopCss).not.toContain('unused-loop');
    await csp(['--out', out, '--write-to', path.join(work, 'critical.json')]);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(html);
  });

  it('takes the font faces out of the stylesheet once every page that links it has them inline', async () => {
    const out = path.join(work, 'faces');
    const chunks = path.join(out, '_next', 'static', 'chunks');
    const link =
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
    const page = (text: string) =>
      '<!DOCTYPE html><html lang="es-MX" class="brand_variable"><head><meta charSet="utf-8"/>' +
      `${link}<script src="/_next/static/chunks/app.js" async=""></script></head><body>` +
      `<p class="used">${text}</p></body></html>`;
    fs.mkdirSync(chunks, { recursive: true });
    fs.writeFileSync(
      path.join(chunks, 'app.js'),
      `const config = ${JSON.stringify(BUILT_CONFIG)};`,
    );
    fs.writeFileSync(
      path.join(chunks, 'site.css'),
      '@font-face{font-family:brand;src:url(../media/brand.woff2)format("woff2")}' +
        '@font-face{font-family:Brand Fallback;src:local(Arial);size-adjust:105%}' +
        ':root{--font-sans:var(--font-brand), "Brand Fallback", sans-serif}' +
        '.brand_variable{--font-brand:"brand"}body{font-family:var(--font-sans)}.used{color:red}',
    );
    fs.writeFileSync(path.join(out, 'index.html'), page('Hola'));
    fs.mkdirSync(path.join(out, 'otra'));
    fs.writeFileSync(path.join(out, 'otra', 'index.html'), page('Otra'));
    writeEditor(out);
    expect((await csp(['--out', out, '--write-to', path.join(work, 'faces.json')])).status).toBe(0);

    const sheet = fs.readFileSync(path.join(chunks, 'site.css'), 'utf8');
    expect(sheet).not.toContain('@font-face');
    expect(sheet).toContain('.used{color:red}');
    for (const file of ['index.html', 'otra/index.html']) {
      const html = fs.readFileSync(path.join(out, file), 'utf8');
      expect(html).toContain(
        '@font-face{font-family:brand;src:url(/_next/static/media/brand.woff2)',
      );
      expect(html).toContain('@font-face{font-family:Brand Fallback;');
    }
  });

  it('writes a hosting config of the same size for 3 pages as for 300, and the same page policies', async () => {
    const small = await build('few', 3);
    const large = await build('many', 300);
    const smallConfig = fs.readFileSync(small.config, 'utf8');
    const largeConfig = fs.readFileSync(large.config, 'utf8');
    // Identical but for the predeploy line, which names the config file and the export.
    const unnamed = (config: string) =>
      config.replace(/--config \S+ --build \w+/, '--config CONFIG --build EXPORT');
    expect(unnamed(largeConfig)).toBe(unnamed(smallConfig));
    const policy = (out: string, file: string) =>
      readPage(fs.readFileSync(path.join(out, file), 'utf8')).meta.policy;
    for (const file of ['index.html', article(1), article(3)]) {
      expect(policy(large.out, file)).toBe(policy(small.out, file));
    }
    const sizes = Array.from({ length: 300 }, (_, index) =>
      Buffer.byteLength(policy(large.out, article(index + 1)) ?? ''),
    );
    expect(Math.max(...sizes) - Math.min(...sizes)).toBe(0);
  });

  it('--check fails on a page without its policy, or a config not written for this export', async () => {
    const { out, config } = await build('checked', 2);
    const other = await build('other', 1);
    const mismatched = await guard(out, other.config);
    expect(mismatched.status).toBe(1);
    expect(mismatched.stderr).toContain('other.json was not written for this export');
    // firebase.json as committed was written by no build: deploying with it is refused.
    const committed = await csp([
      '--check',
      '--out',
      out,
      '--config',
      path.join(root, 'firebase.json'),
    ]);
    expect(committed.status).toBe(1);
    expect(committed.stderr).toContain('deploy with `--config firebase.generated.json`');

    const home = path.join(out, 'index.html');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace(/<meta http-equiv[^>]*>/, ''));
    const missing = await guard(out, config);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('/: no Content-Security-Policy meta tag');
    const late = fs.readFileSync(home, 'utf8').replace('</head>', `${META_TAG}</head>`);
    fs.writeFileSync(home, late);
    expect((await guard(out, config)).stderr).toContain(
      '/: the policy meta tag comes after <link>',
    );
  });

  it('runs from the command line as the predeploy hook does: 0 when ready, else 1 and why', async () => {
    const { out, config } = await build('command-line', 1);
    const hook = (siteEntry(config).predeploy[0] ?? '').split(' ');
    expect(hook.slice(0, 4)).toEqual(['node', '--import', 'tsx', 'scripts/csp/index.ts']);
    const run = () =>
      spawnSync(process.execPath, [...hook.slice(1), '--out', out], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...ENV },
      });
    const ready = run();
    expect(ready.stderr).toBe('');
    expect(ready.status).toBe(0);
    expect(ready.stdout).toContain('4 pages carry one meta policy each');
    const home = path.join(out, 'index.html');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace(/<meta http-equiv[^>]*>/, ''));
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^✘ CSP: not ready to deploy:\n {2}\/: no Content-Security-Policy/,
    );
  });

  it('writes two Hosting sites, and --check refuses eval on the site or the editor inside it', async () => {
    const { out, config } = await build('two-sites', 1);
    const { hosting } = JSON.parse(fs.readFileSync(config, 'utf8'));
    expect(hosting.map((entry: { public: string }) => entry.public)).toEqual(['out', 'out-cms']);
    expect((await guard(out, config)).status).toBe(0);

    // A page of the site whose policy allows eval (as the editor's does) is refused.
    const home = path.join(out, 'index.html');
    const clean = fs.readFileSync(home, 'utf8');
    fs.writeFileSync(home, clean.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"));
    const evaluated = await guard(out, config);
    expect(evaluated.status).toBe(1);
    expect(evaluated.stderr).toContain("/: its policy allows 'unsafe-eval'");
    fs.writeFileSync(home, clean);

    // The editor's bundle inside the site's export is refused; so is a missing editor export.
    fs.mkdirSync(path.join(out, 'cms'));
    fs.writeFileSync(path.join(out, 'cms', 'decap-cms.js'), '');
    expect((await guard(out, config)).stderr).toContain('holds the editor: it has its own site');
    fs.rmSync(path.join(out, 'cms'), { recursive: true });
    fs.rmSync(`${out}-cms`, { recursive: true });
    expect((await guard(out, config)).stderr).toContain('two-sites-cms/: run npm run build');
    expect((await csp(['--out', out, '--write-to', config])).stderr).toContain(
      'two-sites-cms/: run editor/build.ts first',
    );
  });

  it('--check refuses a config that serves the site alone, or allows eval in a header', async () => {
    const { out, config } = await build('one-site', 1);
    const written = JSON.parse(fs.readFileSync(config, 'utf8'));
    const alone = path.join(work, 'one-site-alone.json');
    fs.writeFileSync(alone, JSON.stringify({ ...written, hosting: written.hosting[0] }));
    expect((await guard(out, config, alone)).stderr).toContain(
      'one-site-alone.json does not serve the site and the editor from two sites',
    );
    const site = written.hosting[0];
    const headers = site.headers.map((entry: HeaderEntry) => ({
      ...entry,
      headers: entry.headers.map((header) => ({
        ...header,
        value: header.value.replace(
          "object-src 'none'",
          "script-src 'unsafe-eval'; object-src 'none'",
        ),
      })),
    }));
    const evaluated = path.join(work, 'one-site-eval.json');
    fs.writeFileSync(
      evaluated,
      JSON.stringify({ ...written, hosting: [{ ...site, headers }, written.hosting[1]] }),
    );
    expect((await guard(out, config, evaluated)).stderr).toContain(
      "one-site-eval.json: a header policy of the site allows 'unsafe-eval'",
    );
  });

  it('refuses an export built with other settings than its own', async () => {
    const { out, config } = await build('other-settings', 1);
    const result = await csp(['--out', out, '--write-to', config], {
      NEXT_PUBLIC_SITE_URL: 'https://otro.example',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('out/ was built with other settings');
  });

  it('adds the reporting endpoint to the header policy only when CSP_REPORT_URI is set', async () => {
    const { out, config } = await build('reports', 1);
    const reported = await csp(['--out', out, '--write-to', config], {
      CSP_REPORT_URI: 'https://r.example/csp',
    });
    expect(reported.status).toBe(0);
    expect(pagesHeader(config)).toMatch(/; report-uri https:\/\/r\.example\/csp$/);
    expect(readPage(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).meta.policy).not.toMatch(
      /report/,
    );
    const refused = await csp(['--out', out, '--write-to', config], { CSP_REPORT_URI: 'reportes' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('CSP_REPORT_URI no es válida');
  });

  it('never writes a tracked file: firebase.json stays as committed', async () => {
    const committed = fs.readFileSync(path.join(root, 'firebase.json'), 'utf8');
    await build('untouched', 2);
    expect(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')).toBe(committed);
    const tracked = spawnSync('git', ['ls-files', '--error-unmatch', 'firebase.generated.json'], {
      cwd: root,
    });
    expect(tracked.status).not.toBe(0);
    const ignored = spawnSync('git', ['check-ignore', '-q', 'firebase.generated.json'], {
      cwd: root,
    });
    expect(ignored.status).toBe(0);
  });
});
