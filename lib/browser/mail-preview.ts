import { type DefaultTreeAdapterTypes as Parsed, html as spec, parse } from 'parse5';

// Shows a mail's HTML inside a page as a mail app would, under the site's Content-Security-Policy,
// which forbids frames and inline style attributes while a mail is nothing but inline styles. The
// browser's own parsers (DOMParser, <template>, innerHTML) cannot read it: each style attribute
// they meet is a violation the page reports, even in an inert document. So parse5, the parser of
// the HTML standard in plain JavaScript, reads the mail into a tree of plain objects, and the mail
// is rebuilt from it element by element in a shadow root, which keeps the page's styles out; each
// style attribute is applied through the CSSOM (`style.cssText`), which the policy allows. Only
// what a mail may hold is copied: no script, handler, frame, form or javascript: link survives.

/** What a mail's body is made of: created as itself in the preview. */
const KEPT_ELEMENTS = new Set([
  'a', 'abbr', 'address', 'b', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'font', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span',
  'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'tt',
  'u', 'ul',
]); // prettier-ignore

/**
 * Left out with everything inside them: code, embedded documents, the head's machinery, and the
 * <style> elements, which the policy would block in the page (the site's mails inline every style).
 */
const DROPPED_ELEMENTS = new Set([
  'applet', 'audio', 'base', 'canvas', 'embed', 'frame', 'frameset', 'head', 'iframe', 'link',
  'meta', 'noscript', 'object', 'picture', 'script', 'select', 'style', 'template', 'textarea',
  'title', 'video',
]); // prettier-ignore
// Any other element (a form, a button, an unknown tag) gives way to its content.

/** Layout and meaning; URLs (href, src) are checked on their own, styles go through the CSSOM. */
const KEPT_ATTRIBUTES = new Set([
  'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'color', 'colspan', 'dir',
  'face', 'height', 'lang', 'role', 'rowspan', 'size', 'span', 'title', 'valign', 'width',
]); // prettier-ignore

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/** An absolute URL with one of the protocols, or null (javascript:, data:, relative…). */
function safeUrl(value: string, protocols: ReadonlySet<string>): string | null {
  try {
    const url = new URL(value.trim());
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** What the rebuild needs besides the mail: the page's document and the site's own URL. */
interface Context {
  doc: Document;
  siteUrl: string | undefined;
}

/**
 * An image of the site itself, from the origin serving the page: the same file, where the page's
 * policy allows images (img-src 'self'), a preview channel or a local build included.
 */
function fromThisOrigin(src: string, { doc, siteUrl }: Context): string {
  return siteUrl && src.startsWith(`${siteUrl}/`)
    ? new URL(src.slice(siteUrl.length), doc.baseURI).href
    : src;
}

function copyAttributes(from: Parsed.Element, to: HTMLElement, context: Context) {
  const attribute = (name: string) => from.attrs.find((candidate) => candidate.name === name);
  for (const { name, value } of from.attrs) {
    if (KEPT_ATTRIBUTES.has(name) || /^aria-[a-z]+$/.test(name)) to.setAttribute(name, value);
  }
  const style = attribute('style')?.value;
  if (style) to.style.cssText = style;
  if (to instanceof HTMLAnchorElement) {
    const href = safeUrl(attribute('href')?.value ?? '', LINK_PROTOCOLS);
    if (href) to.href = href;
    // A link followed from the preview must not take the admin's tab, nor reach back into it.
    to.target = '_blank';
    to.rel = 'noopener noreferrer';
  }
  if (to instanceof HTMLImageElement) {
    const src = safeUrl(attribute('src')?.value ?? '', IMAGE_PROTOCOLS);
    if (src) to.src = fromThisOrigin(src, context);
  }
}

const isElement = (node: Parsed.Node): node is Parsed.Element => 'tagName' in node;

/** The copy of a parsed node, or of its content when the element is not kept; none if dropped. */
function rebuild(node: Parsed.ChildNode, context: Context): Node[] {
  if (node.nodeName === '#text') {
    return [context.doc.createTextNode((node as Parsed.TextNode).value)];
  }
  // Comments (Outlook's conditionals) and the doctype.
  if (!isElement(node)) return [];
  // Only HTML elements: svg and math are dropped, with what they hold.
  if (node.namespaceURI !== spec.NS.HTML) return [];
  const name = node.tagName;
  if (DROPPED_ELEMENTS.has(name)) return [];
  const children = () => node.childNodes.flatMap((child) => rebuild(child, context));
  if (!KEPT_ELEMENTS.has(name)) return children();
  const copy = context.doc.createElement(name);
  copyAttributes(node, copy, context);
  copy.append(...children());
  return [copy];
}

/** The parsed document's <body> (the parser always makes one, as a browser does). */
function bodyOf(document: Parsed.Document): Parsed.Element | undefined {
  const root = document.childNodes.find(isElement);
  return root?.childNodes.filter(isElement).find((child) => child.tagName === 'body');
}

/**
 * Renders `html` (a whole mail document) in `host`'s shadow root, replacing what was there. The
 * mail's body becomes a block that starts from the browser's initial styles, as an empty
 * document would, so the page's colours and fonts do not leak into the mail. `siteUrl`: the
 * site's address, whose images the preview loads from the page's origin.
 */
export function renderMailPreview(
  host: HTMLElement,
  html: string,
  { siteUrl }: { siteUrl?: string } = {},
): void {
  const doc = host.ownerDocument;
  const context: Context = { doc, siteUrl };
  const parsed = bodyOf(parse(html));
  const body = doc.createElement('div');
  const bodyStyle = parsed?.attrs.find(({ name }) => name === 'style')?.value ?? '';
  body.style.cssText = `all: initial; display: block; ${bodyStyle}`;
  const bgcolor = parsed?.attrs.find(({ name }) => name === 'bgcolor')?.value;
  if (bgcolor && !body.style.backgroundColor) body.style.backgroundColor = bgcolor;
  body.append(...(parsed?.childNodes ?? []).flatMap((child) => rebuild(child, context)));
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren(body);
}
