/**
 * The export as the static checks read it: its files and routes, and its HTML as a browser
 * parses it (parse5, through scripts/export.ts): elements by tag and attributes, their text, the
 * head's meta values, titles, structured data; and PNG sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  type Element,
  attributesOf,
  elementsUnder,
  exportedPages,
  parseHtml,
  textOf,
} from '../scripts/export';

export { attributesOf, textOf };

export const OUT_DIR = path.resolve(__dirname, '..', 'out');
/** A route the export does not have. */
export const UNKNOWN_URL = '/esta-pagina-no-existe/';

/** The exported HTML files with their routes, the not-found pages (404.html, 404/, _not-found/) marked. */
export function exportedHtml(): { file: string; route: string; notFound: boolean }[] {
  return exportedPages(OUT_DIR).map((page) => ({
    ...page,
    notFound: /^\/(404\.html$|404\/|_not-found\/)/.test(page.route),
  }));
}

/** Every public route of the export: each index.html but the not-found pages. */
export function exportedRoutes(): string[] {
  return exportedHtml()
    .filter(({ route, notFound }) => route.endsWith('/') && !notFound)
    .map((page) => page.route);
}

/** A parsed page: its HTML elements (inline SVG and MathML left out) in document order. */
export interface Page {
  elements: Element[];
  head: Element[];
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export function parsePage(html: string): Page {
  const elements = [...elementsUnder(parseHtml(html))].filter(
    (element) => element.namespaceURI === HTML_NAMESPACE,
  );
  const head = elements.find((element) => element.tagName === 'head');
  return { elements, head: head ? [...elementsUnder(head)] : [] };
}

const parsed = new Map<string, Page>();

/** An exported file, parsed once however many checks read it. */
export function parseFile(file: string): Page {
  let page = parsed.get(file);
  if (!page) parsed.set(file, (page = parsePage(fs.readFileSync(file, 'utf8'))));
  return page;
}

/** The elements of a tag (any tag: '*') whose attributes include `where` (true: present). */
export function find(
  elements: Element[],
  tag: string,
  where: Record<string, string | true> = {},
): Element[] {
  return elements.filter((element) => {
    if (tag !== '*' && element.tagName !== tag) return false;
    const attributes = attributesOf(element);
    return Object.entries(where).every(([name, value]) =>
      value === true ? name in attributes : attributes[name] === value,
    );
  });
}

/** One attribute of an element ('' when absent). */
export const attribute = (element: Element | undefined, name: string) =>
  (element && attributesOf(element)[name]) ?? '';

/** The text of an element, white space collapsed. */
export const text = (element: Element | undefined) =>
  element ? textOf(element).replace(/\s+/g, ' ').trim() : '';

export function titles(page: Page): string[] {
  return find(page.elements, 'title').map(text);
}

/** Values of <meta name|property="key" content="…"> in the head. */
export function metaValues(page: Page, key: string): string[] {
  return find(page.head, 'meta')
    .filter((meta) => attribute(meta, 'name') === key || attribute(meta, 'property') === key)
    .map((meta) => attribute(meta, 'content'));
}

/** Every JSON-LD block of a page, parsed; fails on one that does not parse. */
export function jsonLdBlocks(page: Page, where = 'the page'): Array<Record<string, unknown>> {
  return find(page.elements, 'script', { type: 'application/ld+json' }).map((block, index) => {
    let data: unknown = null;
    try {
      data = JSON.parse(textOf(block));
    } catch (error) {
      throw new Error(`JSON-LD #${index + 1} of ${where} does not parse: ${String(error)}`);
    }
    expect(typeof data === 'object' && data !== null && !Array.isArray(data)).toBe(true);
    return data as Record<string, unknown>;
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${file} has the PNG signature`).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii'), `${file} starts with IHDR`).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Runs one kind of check on every item (a page, an article, a file) and fails once, listing
 * every item that failed with its first failed expectation, so a run shows all the broken pages
 * rather than one per test. Inside a step: outside one, Playwright files each `expect` by walking
 * every step the test recorded (102 pages' metadata took 9 s, 5.6 s of it that walk).
 */
export async function checkEach<T>(
  items: readonly T[],
  label: (item: T) => string,
  check: (item: T) => void,
) {
  expect(items.length, 'items to check').toBeGreaterThan(0);
  const failures: string[] = [];
  await test.step(`each of ${items.length}`, () => {
    for (const item of items) {
      try {
        check(item);
      } catch (error) {
        const plain = (error instanceof Error ? error.message : String(error))
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .slice(0, 12);
        failures.push(`${label(item)}:\n  ${plain.join('\n  ')}`);
      }
    }
  });
  expect(failures, `${failures.length} of ${items.length} failed:\n${failures.join('\n')}`).toEqual(
    [],
  );
}
