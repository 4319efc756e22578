/**
 * @jest-environment node
 */
import { BOOT, PAGE, PAYLOAD, pagePolicy } from './csp.fixture';
import { hashSource, readPage, withMetaPolicy } from './page';

describe('hashSource', () => {
  it('is the CSP sha256 source of the UTF-8 text', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('ñ')).not.toBe(hashSource('n'));
  });
});

describe('readPage: inline code', () => {
  it('finds executable inline scripts, not external scripts or JSON-LD data blocks', () => {
    expect(readPage(PAGE).code.scripts).toEqual([BOOT, PAYLOAD]);
  });

  it('finds <style> elements and style attributes, not markup quoted inside a script', () => {
    const code = readPage(PAGE).code;
    expect(code.styles).toEqual(['#overlay{display:none}']);
    expect(code.styleAttributes).toEqual(['width:5%', 'transform-origin:50% 100%']);
  });

  it('decodes entities in attribute values, as the browser hashes them', () => {
    const code = readPage(
      '<p style="font-family:&quot;Jakarta&quot;;content:&#x27;a&#39;">x</p>',
    ).code;
    expect(code.styleAttributes).toEqual([`font-family:"Jakarta";content:'a'`]);
  });

  it('reads markup as a browser parser does, not as a pattern would', () => {
    const code = readPage(
      [
        // Unquoted and single-quoted values, a ">" inside a quoted value, upper-case names.
        `<DIV STYLE=color:red title='a > b' data-x="<style>">x</DIV>`,
        // Markup inside a script's text is text; a style inside an SVG is a style sheet.
        '<script>document.write("<p style=\\"x\\"></p><style>y</style>")</script>',
        '<svg><style>.a{fill:red}</style><g style="opacity:.5"></g></svg>',
        // A template's content can be cloned into the page: its code counts.
        '<template><script>later()</script></template>',
        // A comment hides what it contains.
        '<!-- <script>never()</script> -->',
      ].join(''),
    ).code;
    expect(code.scripts).toEqual([
      'document.write("<p style=\\"x\\"></p><style>y</style>")',
      'later()',
    ]);
    expect(code.styles).toEqual(['.a{fill:red}']);
    expect(code.styleAttributes).toEqual(['color:red', 'opacity:.5']);
  });

  it('treats module scripts as executable and unknown types as data', () => {
    const code = readPage(
      '<script type="module">a()</script><script type="text/x-template">b</script>',
    ).code;
    expect(code.scripts).toEqual(['a()']);
  });
});

describe('withMetaPolicy, and readPage on the meta policy', () => {
  const policy = pagePolicy();

  it('puts the policy right after the charset, before any script, style or preload', () => {
    const html = withMetaPolicy(PAGE.replace('<head>', '<head><meta charSet="utf-8"/>'), policy);
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>\n<script>`,
    );
    expect(readPage(html).meta).toEqual({ policy, problems: [] });
  });

  it('puts it first in <head> when there is no charset declaration', () => {
    const html = withMetaPolicy(PAGE, policy);
    expect(html.startsWith(`<!DOCTYPE html><html><head><meta http-equiv=`)).toBe(true);
    expect(readPage(html).meta.problems).toEqual([]);
  });

  it('leaves every other byte of the page as it was (the hashes are of that text)', () => {
    const html = withMetaPolicy(PAGE, policy);
    const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    expect(html.replace(tag, '')).toBe(PAGE);
  });

  it('replaces an earlier policy instead of adding a second one: running twice changes nothing', () => {
    const once = withMetaPolicy(PAGE, policy);
    expect(withMetaPolicy(once, policy)).toBe(once);
    const other = withMetaPolicy(once, "default-src 'none'");
    expect(readPage(other).meta).toEqual({ policy: "default-src 'none'", problems: [] });
    expect(other.match(/http-equiv/g)).toHaveLength(1);
  });

  it('escapes the attribute value, and the parser reads the policy back', () => {
    const odd = `script-src 'self' "quoted" &amp`;
    expect(readPage(withMetaPolicy(PAGE, odd)).meta.policy).toBe(odd);
  });

  it('reports a policy tag that is missing, late, doubled or in <body>', () => {
    expect(readPage(PAGE).meta.problems).toEqual(['no Content-Security-Policy meta tag']);
    const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
    const late = PAGE.replace('</head>', `${tag}</head>`);
    expect(readPage(late).meta.problems).toEqual([
      'the policy meta tag comes after <script>, <script>, <script>, <noscript>, <style>',
    ]);
    const doubled = withMetaPolicy(PAGE, policy).replace('</head>', `${tag}</head>`);
    expect(readPage(doubled).meta.problems).toContain('2 Content-Security-Policy meta tags');
    const inBody = PAGE.replace('<a href', `${tag}<a href`);
    expect(readPage(inBody).meta.problems).toContain('the policy meta tag is not in <head>');
  });

  it('refuses a page without a <head> tag', () => {
    expect(() => withMetaPolicy('<p>x</p>', policy)).toThrow('no <head> tag');
  });
});
