// Gzip bytes of the JavaScript and CSS an exported page references in its first load
// (script tags and module preloads; the noModule polyfill excluded).
// Usage: node scripts/first-load.mjs [out/index.html ...]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const outDir = path.resolve('out');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['out/index.html'];
const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function firstLoadAssets(html) {
  const scripts = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    if (/\bnoModule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) scripts.add(src);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
    if (
      href &&
      /rel="(modulepreload|preload)"/.test(attrs) &&
      /as="script"|modulepreload/.test(attrs)
    )
      scripts.add(href);
  }
  const styles = new Set(
    [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  );
  return { scripts: [...scripts], styles: [...styles] };
}

for (const page of pages) {
  const html = fs.readFileSync(page, 'utf8');
  const { scripts, styles } = firstLoadAssets(html);
  const local = (url) => path.join(outDir, decodeURIComponent(url.split('?')[0]));
  const js = scripts.reduce((sum, url) => sum + gzip(local(url)), 0);
  const css = styles.reduce((sum, url) => sum + gzip(local(url)), 0);
  console.log(
    `${page}: JS ${(js / 1000).toFixed(1)} KB gzip in ${scripts.length} files, CSS ${(css / 1000).toFixed(1)} KB, HTML ${(gzip(page) / 1000).toFixed(1)} KB`,
  );
}
