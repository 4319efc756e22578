// The per-page part of the Content-Security-Policy (for the CSP step, its tests and the e2e
// checks), split from policy.ts, which composes a policy and never sees a page: one read of an
// exported page (the inline code its meta policy must hash, where that meta tag is and should go),
// the hashes of that code, and the edit that puts the meta tag first in its <head>.
import { createHash } from 'node:crypto';
import { type Element, attributesOf, elementsUnder, parseHtml, textOf } from '../export';

/** A CSP hash source for some inline code, e.g. 'sha256-…'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types a browser executes; anything else (application/ld+json…) is a data block. */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
]);

// With scripting off, <noscript> content is markup, so a style inside it (applied when JavaScript
// is off, and then still under the policy) is found too.
const parseDocument = (html: string) =>
  parseHtml(html, { scriptingEnabled: false, sourceCodeLocationInfo: true });

const isPolicyMeta = (element: Element) =>
  element.tagName === 'meta' &&
  (attributesOf(element)['http-equiv'] ?? '').trim().toLowerCase() === 'content-security-policy';

const isCharsetMeta = (element: Element) =>
  element.tagName === 'meta' && 'charset' in attributesOf(element);

interface PageReading {
  code: { scripts: string[]; styles: string[]; styleAttributes: string[] };
  /** The content of the page's (first) policy meta tag, or null when it has none. */
  meta: { policy: string | null; problems: string[] };
  edit: { insertAt: number | null; removals: [start: number, end: number][] };
}

/**
 * One parse of a page gives everything the policy step needs (the build reads every page once):
 * - `code`: the inline code a policy must hash: executable inline scripts, <style> elements and
 *   style attributes. Values are what the browser hashes (entities decoded);
 * - `meta`: the page's meta policy and what is wrong with its placement. A browser applies a
 *   meta policy only from a <meta> in <head>, and only to what comes after it: it must be there
 *   once, with nothing before it but the charset declaration;
 * - `edit`: where a meta policy goes (right after the charset declaration, which must stay in
 *   the first 1024 bytes, or first in <head>) and the source ranges of earlier policy tags.
 */
export function readPage(html: string): PageReading {
  const document = parseDocument(html);
  const code: PageReading['code'] = { scripts: [], styles: [], styleAttributes: [] };
  const all = [...elementsUnder(document)];
  for (const element of all) {
    const attributes = attributesOf(element);
    const external = ['src', 'href', 'xlink:href'].some((name) => name in attributes);
    if (element.tagName === 'script' && !external) {
      if (JAVASCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())) {
        code.scripts.push(textOf(element));
      }
    } else if (element.tagName === 'style') code.styles.push(textOf(element));
    if (attributes.style !== undefined) code.styleAttributes.push(attributes.style);
  }

  const htmlElement = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const head = htmlElement?.childNodes.find((node): node is Element => node.nodeName === 'head');
  const metas = all.filter(isPolicyMeta);
  const meta: PageReading['meta'] = { policy: null, problems: [] };
  if (metas.length === 0) meta.problems.push('no Content-Security-Policy meta tag');
  else {
    const first = metas[0]!;
    if (metas.length > 1) meta.problems.push(`${metas.length} Content-Security-Policy meta tags`);
    if (first.parentNode !== head) meta.problems.push('the policy meta tag is not in <head>');
    const before = all
      .slice(0, all.indexOf(first))
      .filter((element) => !['html', 'head'].includes(element.tagName) && !isCharsetMeta(element));
    if (before.length) {
      const names = before.map((element) => element.tagName).join('>, <');
      meta.problems.push(`the policy meta tag comes after <${names}>`);
    }
    meta.policy = attributesOf(first).content ?? '';
  }

  // Source offsets: parse5 records them for every element of parsed markup.
  const headStart = head?.sourceCodeLocation?.startTag;
  const firstInHead = head?.childNodes.find(
    (node): node is Element => 'tagName' in node && !isPolicyMeta(node),
  );
  const edit: PageReading['edit'] = {
    insertAt: !headStart
      ? null
      : firstInHead && isCharsetMeta(firstInHead)
        ? firstInHead.sourceCodeLocation!.endOffset
        : headStart.endOffset,
    removals: metas.map(({ sourceCodeLocation: at }) => [at!.startOffset, at!.endOffset]),
  };
  return { code, meta, edit };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with `policy` in a <meta http-equiv="Content-Security-Policy"> right after its
 * charset declaration, before any script, style or preload; an earlier policy tag is replaced.
 * The rest of the page is left byte for byte (the hashes are of its text), so the edit is made
 * at the parser's source offsets. `page` is readPage(html), when the caller has it.
 */
export function withMetaPolicy(html: string, policy: string, page = readPage(html)): string {
  const { insertAt, removals } = page.edit;
  if (insertAt === null) throw new Error('the page has no <head> tag');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  // From the end, so earlier offsets stay valid; at one offset the removal comes first (the old
  // tag can start where the new one goes).
  const edits = [
    ...removals.map(([start, end]) => ({ start, end, text: '', order: 0 })),
    { start: insertAt, end: insertAt, text: tag, order: 1 },
  ].sort((a, b) => b.start - a.start || a.order - b.order);
  let result = html;
  for (const { start, end, text } of edits) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}
