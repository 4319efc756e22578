// Critical CSS, after `next build` (applied by scripts/csp/index.ts, before the hashes are taken): in
// each exported page, the rules of the site's stylesheet that the page's markup uses are inlined
// in a <style> where the stylesheet's <link> was, and the <link> moves to the end of <body>. The
// first paint then waits for the HTML alone; the whole stylesheet still loads, without blocking,
// for what the markup gains later (menus opened, states set by scripts). Beasties' compiler reads
// the stylesheet once; its runtime splices each page as a string, leaving every other byte as it is.
import fs from 'node:fs';
import path from 'node:path';
import { exportFiles } from '../export';

/**
 * Rules kept whatever the markup, each for a reason found by e2e/critical-css.spec.ts:
 * - classes set on <html> by a script, so in no exported markup: `.dark`, the dark theme's colours
 *   (the boot script, lib/browser/boot-script.ts), and `.render-all`, which renders what is laid
 *   out only near the viewport before a jump to a #fragment (lib/layout/scroll.ts);
 * - Tailwind's child rules, `:where(.space-y-4>:not(:last-child))` and the typography plugin's
 *   `:where(.prose>:first-child)`: beasties' matcher drops a selector wrapped whole in :where()
 *   with a child combinator inside (25 rules, about 3 KB).
 * The `dark:` utilities need no entry: the matcher keeps `:where(.dark, .dark *)` variants whose
 * element is on the page.
 */
const ALLOW_RULES = [/^\.dark$/, /^(:root)?\.render-all /, /:where\(\.[\w\\.-]+>/];

/**
 * A whole rule kept by ALLOW_RULES for a child selector (`.prose :where(.prose>ul>li p):not(…){…}`):
 * its selector, and the class the child selector starts from.
 */
const CHILD_RULE = /(?<=[{}])([^{}]*:where\(\.((?:[\w-]|\\.)+)>[^{}]*)\{[^{}]*\}/g;

/** A selector list of more than one selector: a comma outside every parenthesis. */
function isList(selector: string) {
  let bare = selector;
  for (let inner = bare; (inner = bare.replace(/\([^()]*\)/g, '')) !== bare;) bare = inner;
  return bare.includes(',');
}

/**
 * Drops the child rules ALLOW_RULES kept whose class no element of the page has (the home page
 * has no `.prose`: 14 rules, 1.5 KB). What a script adds later is in the whole stylesheet.
 */
function withoutUnusedChildRules(html: string) {
  const classes = new Set(
    [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, list = '']) => list.split(/\s+/)),
  );
  return html.replace(/<style>[\s\S]*?<\/style>/, (style) =>
    style.replace(CHILD_RULE, (rule, selector: string, escaped: string) =>
      isList(selector) || classes.has(escaped.replace(/\\(.)/g, '$1')) ? rule : '',
    ),
  );
}

/** Each @keyframes rule of the stylesheets, by its name. */
const keyframesByName = (sheets: { css: string }[]) =>
  new Map(
    sheets.flatMap(({ css }) =>
      [...css.matchAll(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g)].map(
        ([rule, name = '']) => [name, rule] as const,
      ),
    ),
  );

/**
 * Adds to the inlined CSS the @keyframes that the page's style attributes name: the hero's
 * decorative loops set their animation there (components/illustrations/css-loop-scene.tsx), and
 * beasties reads rules, not attributes, so the loops started only once the whole stylesheet came.
 */
function withAttributeKeyframes(html: string, keyframes: Map<string, string>) {
  const named = new Set(
    [...html.matchAll(/\bstyle="[^"]*?\banimation(?:-name)?:\s*([\w-]+)/g)].map(([, name]) => name),
  );
  return html.replace(/<style>([\s\S]*?)<\/style>/, (style, inline: string) => {
    const missing = [...named]
      .filter((name) => name && !inline.includes(`@keyframes ${name}{`))
      .flatMap((name) => keyframes.get(name ?? '') ?? []);
    return missing.length ? `<style>${inline}${missing.join('')}</style>` : style;
  });
}

/** The stylesheets of an export, with the URL pages use. */
const stylesheets = (outDir: string) =>
  exportFiles(outDir, '.css').map((name) => ({
    href: `/${name}`,
    css: fs.readFileSync(path.join(outDir, name), 'utf8'),
  }));

/**
 * Font families a rule names through custom properties: the site's fonts reach `font-family` as
 * `var(--font-sans)`, with `--font-sans: var(--font-jakarta), "Jakarta Fallback Arial", …` and
 * `--font-jakarta: "jakarta"`. Beasties reads families from `font-family` declarations only, so
 * it is told these, and the @font-face rules of an inlined rule's families are inlined too.
 */
function familiesInFontProperties(text: string) {
  return [...text.matchAll(/--font-[\w-]+:([^;}]*)/g)].flatMap(([, value = '']) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('var(')),
  );
}

/** A page whose <head> still links a stylesheet: not processed yet (running twice inlines once). */
const linksStylesheetInHead = (html: string) =>
  /<link\b[^>]*\brel="stylesheet"/.test(html.slice(0, html.indexOf('</head>')));

/**
 * Inlines each page's critical CSS in the given HTML files of an export (rewritten in place).
 * Returns how many bytes each processed page grew by: its inlined CSS.
 */
export async function inlineCriticalCss(outDir: string, files: string[]): Promise<number[]> {
  const found = stylesheets(outDir);
  if (!found.length) return [];
  const { compileSheet } = await import('beasties/compiler');
  const { createProcessor } = await import('beasties/runtime');
  const sheets = found.map(({ href, css }) => {
    // exact: false decides combinator selectors on the presence of their classes and tags, which
    // keeps a rule too many rather than one too few.
    const sheet = compileSheet(css, { href, allowRules: ALLOW_RULES, exact: false });
    for (const rule of sheet.rules) {
      // Beasties 0.5.4 ends block at-rules it keeps whole with `;` (`@property --x{…};`): the
      // browser then drops every @property after the first, and Tailwind's borders, shadows and
      // transforms lose their initial values. A block never ends with `;`.
      if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
      const families = familiesInFontProperties(rule.body ?? rule.css ?? '');
      if (families.length) rule.fontsUsed = [...(rule.fontsUsed ?? []), ...families];
    }
    return sheet;
  });
  // The @font-face rules the inlined rules use come along (the web font and its metric-matched
  // stand-ins: without them the first paint would use an unscaled system font and move when the
  // stylesheet arrives); next/font already preloads the font file. Keyframes follow the rules, and
  // the style attributes (withAttributeKeyframes).
  const processor = createProcessor(sheets, {
    preload: 'body',
    inlineFonts: true,
    preloadFonts: false,
  });
  const keyframes = keyframesByName(found);
  const inlinedBytes: number[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    if (!linksStylesheetInHead(html)) continue;
    const updated = withAttributeKeyframes(
      withoutUnusedChildRules(processor.process(html)),
      keyframes,
    );
    if (updated === html) continue;
    fs.writeFileSync(file, updated);
    inlinedBytes.push(Buffer.byteLength(updated) - Buffer.byteLength(html));
  }
  for (const { href } of found) dropInlinedFontFaces(outDir, href, files);
  return inlinedBytes;
}

const FONT_FACE = /@font-face\{[^{}]*\}/g;

/** A rule with its url()s resolved against the stylesheet's URL, as beasties inlines it. */
const resolvedUrls = (rule: string, href: string) =>
  rule.replace(
    /url\(([^)"']+)\)/g,
    (_, url: string) => `url(${new URL(url, `http://x${href}`).pathname})`,
  );

/**
 * Takes the @font-face rules out of a stylesheet when every page that links it has them inline.
 * When the stylesheet arrives, a second copy of a face makes the browser drop its font caches and
 * lay out all the page's text again (60–190 ms at a 4× CPU slowdown;
 * bench/results/hydration-2026-11-26.md), for the same fonts. Pages keep their inline copy across
 * client-side navigation (React leaves that <style> alone), so the fonts stay defined.
 */
function dropInlinedFontFaces(outDir: string, href: string, files: string[]) {
  const file = path.join(outDir, href);
  const css = fs.readFileSync(file, 'utf8');
  const faces = css.match(FONT_FACE) ?? [];
  if (!faces.length) return;
  const linking = files
    .map((page) => fs.readFileSync(page, 'utf8'))
    .filter((html) => html.includes(`href="${href}"`));
  const inlineEverywhere = linking.every((html) => {
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    return faces.every((face) => inline.includes(resolvedUrls(face, href)));
  });
  if (linking.length && inlineEverywhere) fs.writeFileSync(file, css.replace(FONT_FACE, ''));
}
