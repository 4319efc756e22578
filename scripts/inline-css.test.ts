/**
 * @jest-environment node
 */
import { blockingStylesheetLinks, inlineStylesheets, stylesheetForPage } from './inline-css.mjs';

const HREF = '/_next/static/chunks/site.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><h1>Hola</h1></body></html>`;

describe('inlineStylesheets', () => {
  it('puts the rules in a <style> and keeps the link, disabled, for React to find', () => {
    const { html, count } = inlineStylesheets(page(LINK), () => 'h1{color:red}');
    expect(count).toBe(1);
    expect(html).toContain(
      `<style>h1{color:red}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`,
    );
    expect(blockingStylesheetLinks(html)).toEqual([]);
  });

  it('leaves a page it has inlined already as it is', () => {
    const once = inlineStylesheets(page(LINK), () => 'h1{color:red}').html;
    expect(inlineStylesheets(once, () => 'p{}')).toEqual({ html: once, count: 0 });
  });

  it('refuses a stylesheet link it does not recognise instead of leaving it blocking', () => {
    expect(() =>
      inlineStylesheets(page('<link href="/other.css" rel="stylesheet"/>'), () => ''),
    ).toThrow(/not inlined: <link href="\/other.css"/);
  });
});

describe('stylesheetForPage', () => {
  it('makes relative url()s absolute, since the page is not in the stylesheet folder', () => {
    const css =
      '@font-face{src:url(../media/font.woff2) format("woff2")}' +
      '.a{background:url("img/a.png")}.b{background:url(/b.png)}' +
      '.c{background:url(data:image/png;base64,AA)}.d{mask:url(#m)}';
    expect(stylesheetForPage(css, HREF)).toBe(
      '@font-face{src:url(/_next/static/media/font.woff2) format("woff2")}' +
        '.a{background:url("/_next/static/chunks/img/a.png")}.b{background:url(/b.png)}' +
        '.c{background:url(data:image/png;base64,AA)}.d{mask:url(#m)}',
    );
  });

  it('refuses a stylesheet that would close the <style> element', () => {
    expect(() => stylesheetForPage('a::after{content:"</style>"}', HREF)).toThrow(/<\/style/);
  });
});
