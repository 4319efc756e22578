// The static export in out/: its files, its pages and their HTML read as a browser parses it
// (parse5). The one reader of out/ for the CSP step, the first-load measure and the static checks.
import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, type ParserOptions, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type Document = DefaultTreeAdapterMap['document'];

/** The files of an export ending with `extension` (all without one), '/'-separated, sorted. */
export function exportFiles(outDir: string, extension = ''): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension) && fs.statSync(path.join(outDir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** Where an exported HTML file is served: blog/index.html at /blog/, 404.html at /404.html. */
export const routeOf = (relative: string) =>
  `/${relative
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')}`;

/**
 * Every page of the site in the export with the URL path it is served at, sorted by that path.
 * (The article editor is not among them: it has an export and a Hosting site of its own.)
 */
export function exportedPages(outDir: string): { file: string; route: string }[] {
  return exportFiles(outDir, '.html')
    .map((relative) => ({ file: path.join(outDir, relative), route: routeOf(relative) }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** A page parsed as a browser would (`sourceCodeLocationInfo`: to edit it at its offsets). */
export function parseHtml(html: string, options?: ParserOptions<DefaultTreeAdapterMap>) {
  return parse(html, options);
}

/** Every element under a node in document order, template contents included. */
export function* elementsUnder(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) yield child;
    yield* elementsUnder(child);
    if ('content' in child) yield* elementsUnder(child.content);
  }
}

/** An element's attributes by lower-case name (a prefixed one as `xlink:href`), values decoded. */
export function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { prefix, name: localName, value } of element.attrs) {
    const name = (prefix ? `${prefix}:${localName}` : localName).toLowerCase();
    if (!(name in attributes)) attributes[name] = value;
  }
  return attributes;
}

/** The text under a node, entities decoded (a script's or a style's is its code). */
export function textOf(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}

/**
 * The URLs a page's HTML asks for in its first load: its scripts (`<script src>`, not the legacy
 * `nomodule` one), the scripts it preloads, and its stylesheets.
 */
export function firstLoadAssets(html: string) {
  const scripts = new Set<string>();
  const preloads = new Set<string>();
  const styles = new Set<string>();
  for (const element of elementsUnder(parseHtml(html))) {
    const { src, href, as, nomodule, rel = '' } = attributesOf(element);
    const rels = rel.toLowerCase().split(/\s+/);
    if (element.tagName === 'script' && src && nomodule === undefined) scripts.add(src);
    if (element.tagName !== 'link' || !href) continue;
    if (rels.includes('modulepreload') || (rels.includes('preload') && as === 'script')) {
      preloads.add(href);
    } else if (rels.includes('stylesheet')) styles.add(href);
  }
  return { scripts: [...scripts], preloads: [...preloads], styles: [...styles] };
}
