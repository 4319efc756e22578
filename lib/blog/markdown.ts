import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeSlug from 'rehype-slug';
import { imageErrorText } from '@/content/images';
import { siteText } from '@/content/site';
import { IMAGE_ERROR_ATTR, IMAGE_FRAME_ATTR } from '@/lib/browser/image-failure';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

type Node = Root | RootContent | ElementContent;

/**
 * Wide tables and code blocks scroll sideways on phones inside a labelled, focusable region, so
 * keyboard users can scroll them too.
 */
function wrapTables() {
  const visit = (node: Node) => {
    if (!('children' in node)) return;
    node.children = node.children.map((child) => {
      visit(child);
      if (child.type === 'element' && child.tagName === 'pre') {
        // Long code lines scroll sideways too: reachable and named for keyboard users.
        child.properties = {
          ...child.properties,
          tabIndex: 0,
          role: 'region',
          ariaLabel: siteText.scrollRegions.code,
        };
      }
      if (child.type !== 'element' || child.tagName !== 'table') return child;
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          tabIndex: 0,
          role: 'region',
          ariaLabel: siteText.scrollRegions.table,
        },
        children: [child],
      };
      return wrapper;
    }) as typeof node.children;
  };
  return (tree: Root) => visit(tree);
}

/** hast's property name for a `data-*` attribute: `data-image-frame` → `dataImageFrame`. */
const dataProperty = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Every picture in an article loads lazily, in a box that keeps a place and says "No se pudo
 * cargar la imagen" if it fails (decision 14): the text is in the page, hidden, and the boot
 * script's listener reveals it (lib/browser/boot-script.ts), as for covers
 * (components/ui/image-failure.tsx, whose look this repeats).
 */
function frameImages() {
  const visit = (node: Node) => {
    if (!('children' in node)) return;
    node.children = node.children.map((child) => {
      visit(child);
      if (child.type !== 'element' || child.tagName !== 'img') return child;
      child.properties = { ...child.properties, loading: 'lazy', decoding: 'async' };
      const message: Element = {
        type: 'element',
        tagName: 'span',
        properties: {
          [dataProperty(IMAGE_ERROR_ATTR)]: '',
          hidden: true,
          className: [
            'absolute inset-0 flex items-center justify-center p-4 text-center text-sm font-semibold text-ink-muted',
          ],
        },
        children: [{ type: 'text', value: imageErrorText }],
      };
      const frame: Element = {
        type: 'element',
        tagName: 'span',
        properties: {
          [dataProperty(IMAGE_FRAME_ATTR)]: '',
          className: [
            'relative inline-block max-w-full align-top data-image-failed:block data-image-failed:min-h-40 data-image-failed:rounded-xl data-image-failed:border data-image-failed:border-line',
          ],
        },
        children: [child, message],
      };
      return frame;
    }) as typeof node.children;
  };
  return (tree: Root) => visit(tree);
}

const SAFE_LINK = /^(https?:|mailto:|\/|#)/i;

/** Links keep only web, mail, site and in-page addresses: no `javascript:` or `data:` links. */
function safeLinks() {
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName === 'a') {
      const href = node.properties.href;
      if (typeof href !== 'string' || !SAFE_LINK.test(href.trim())) delete node.properties.href;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  return (tree: Root) => visit(tree);
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in articles is dropped (allowDangerousHtml stays off): Markdown only.
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(wrapTables)
  .use(frameImages)
  .use(safeLinks)
  .use(rehypeStringify);

/** Article Markdown to HTML, at build time. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Text shown literally in Markdown: every ASCII punctuation mark is escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, (mark) => `\\${mark}`);
}

/** A Markdown mail link whose text is the address itself. */
export function markdownMailLink(email: string): string {
  // Brackets and spaces would end the Markdown link early: percent-encoded in the address.
  const href = `mailto:${email}`.replace(
    /[()<>\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${escapeMarkdown(email)}](${href})`;
}
