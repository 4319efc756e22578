/**
 * Reading the exported HTML with node fs, for the static checks: entities, tags and their
 * attributes, the head's meta values, titles, structured data and PNG sizes.
 */
import fs from 'node:fs';
import { expect } from '@playwright/test';

export type Attributes = Record<string, string>;

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

export function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)) {
    const name = match[1];
    if (!name) continue;
    attributes[name.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/** Every occurrence of a void/start tag, as attribute maps. */
export function tags(html: string, name: string): Attributes[] {
  const pattern = new RegExp(`<${name}(\\s[^>]*?)?\\/?>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => parseAttributes(match[1] ?? ''));
}

export function head(html: string): string {
  return /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
}

/** The document without inline SVG (whose <title> elements are not the page title). */
export function withoutSvg(html: string): string {
  return html.replace(/<svg[\s\S]*?<\/svg>/gi, '');
}

/** The rendered markup only: no scripts (the RSC payload repeats every text) and no SVG. */
export function markup(html: string): string {
  return withoutSvg(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''));
}

export function titles(html: string): string[] {
  return [...markup(html).matchAll(/<title(?:\s[^>]*)?>([\s\S]*?)<\/title>/gi)].map((match) =>
    decodeEntities(match[1] ?? '').trim(),
  );
}

/** Values of <meta name|property="key" content="…"> in the head. */
export function metaValues(html: string, key: string): string[] {
  return tags(head(html), 'meta')
    .filter((meta) => meta.name === key || meta.property === key)
    .map((meta) => meta.content ?? '');
}

/** Every JSON-LD block of a page, parsed; fails on one that does not parse. */
export function jsonLdBlocks(html: string, where = 'the page'): Array<Record<string, unknown>> {
  const blocks = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ];
  return blocks.map((match, index) => {
    let data: unknown = null;
    try {
      data = JSON.parse(match[1] ?? '');
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
 * rather than one per test.
 */
export function checkEach<T>(
  items: readonly T[],
  label: (item: T) => string,
  check: (item: T) => void,
) {
  expect(items.length, 'items to check').toBeGreaterThan(0);
  const failures: string[] = [];
  for (const item of items) {
    try {
      check(item);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const plain = message
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .slice(0, 12);
      failures.push(`${label(item)}:\n  ${plain.join('\n  ')}`);
    }
  }
  expect(failures, `${failures.length} of ${items.length} failed:\n${failures.join('\n')}`).toEqual(
    [],
  );
}
