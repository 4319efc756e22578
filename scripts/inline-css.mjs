// Puts the stylesheet into each exported page, so a phone can paint the page from the HTML alone
// instead of waiting for a second round trip: with the stylesheet linked, the first paint waited
// for it (Lighthouse: render-blocking, ~160 ms) and, on a slow network, shared the line with the
// framework's scripts. Runs after `next build`, before scripts/csp.mjs hashes the inline styles.
//
// Each `<link rel="stylesheet" href="/_next/static/…css" data-precedence="next">` becomes a
// `<style>` with the file's rules (relative url()s made absolute), followed by the same link with
// the `disabled` attribute. A disabled stylesheet is neither fetched nor applied, but React finds
// it by its href when it hydrates and on client navigations, so it does not insert and fetch the
// file again. Pages are left alone when run twice (the links are then disabled already).
//
//   node scripts/inline-css.mjs [outDir]   (default: out/)
import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="next"\/>/g;

/** The stylesheet's rules, valid inside a page: url()s relative to its folder made absolute. */
export function stylesheetForPage(css, href) {
  if (/<\/style/i.test(css))
    throw new Error(`${href} contains "</style", which would end the element`);
  const folder = path.posix.dirname(href);
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (match, quote, url) =>
    /^([a-z][a-z\d+.-]*:|\/|#)/i.test(url)
      ? match
      : `url(${quote}${path.posix.join(folder, url)}${quote})`,
  );
}

/** Stylesheet links a browser would fetch and wait for (every `rel=stylesheet` not disabled). */
export function blockingStylesheetLinks(html) {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((link) => /\brel="?stylesheet\b/i.test(link) && !/\sdisabled\b/i.test(link));
}

/**
 * The page with every linked stylesheet inlined; `read(href)` returns a stylesheet's text.
 * Throws when a stylesheet link is left that this script does not recognise (a change in Next's
 * markup), rather than leave the page waiting for it unnoticed.
 */
export function inlineStylesheets(html, read) {
  let count = 0;
  const result = html.replace(STYLESHEET_LINK, (link, href) => {
    count += 1;
    return `<style>${stylesheetForPage(read(href), href)}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
  const left = blockingStylesheetLinks(result);
  if (left.length) throw new Error(`stylesheet link not inlined: ${left.join(' ')}`);
  return { html: result, count };
}

function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

function main(outDir) {
  if (!fs.existsSync(outDir)) {
    console.error(`✘ inline CSS: ${outDir} does not exist; run next build first`);
    process.exit(1);
  }
  const cache = new Map();
  const read = (href) => {
    if (!cache.has(href)) cache.set(href, fs.readFileSync(path.join(outDir, href), 'utf8'));
    return cache.get(href);
  };
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    let result;
    try {
      result = inlineStylesheets(fs.readFileSync(file, 'utf8'), read);
    } catch (error) {
      console.error(`✘ inline CSS: ${path.relative(outDir, file)}: ${error.message}`);
      process.exit(1);
    }
    if (result.count === 0) continue;
    fs.writeFileSync(file, result.html);
    pages += 1;
  }
  console.log(
    pages
      ? `✔ inline CSS: ${[...cache.keys()].join(', ')} inlined in ${pages} pages`
      : '✔ inline CSS: no page links a stylesheet (inlined already)',
  );
}

// Run as a command, not when imported (no import.meta: Jest's transform turns this into CommonJS).
if (/inline-css\.mjs$/.test(process.argv[1] ?? '')) main(path.resolve(process.argv[2] ?? 'out'));
