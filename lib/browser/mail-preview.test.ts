import { renderMailPreview } from './mail-preview';

/** A mail as React Email writes one: a whole document, inline styles, Outlook's comments. */
const MAIL = `<!DOCTYPE html><html lang="es-MX"><head>
<meta name="viewport" content="width=device-width"/><title>Asunto</title>
<style>p { color: red }</style><link rel="stylesheet" href="https://example.com/x.css"/>
</head><body bgcolor="#f7f7f0" style="margin:0;background-color:#f7f7f0">
<!--[if mso]><table><tr><td><![endif]-->
<table role="presentation" width="100%" cellPadding="0" style="max-width:560px;border:1px solid #dadbbf">
<tbody><tr><td align="center" style="padding:24px 8px;font-size:16px;color:#1f2015">
<p style="font-weight:bold;color:#b84818" onclick="alert(1)">Nuevo en el blog</p>
<a href="https://hanzo.mx/blog/kpis/?utm_source=boletin" target="_self" style="color:#067df7"><img src="https://hanzo.mx/og/blog/kpis.png" alt="KPI" width="510" onerror="alert(2)" style="width:100%;max-width:510px"/></a>
<a href="javascript:alert(3)">Trampa</a>
<a href=" JavaScript:alert(4)">Otra trampa</a>
<a href="mailto:contacto@hanzo.mx">Escríbenos</a>
<img src="data:image/svg+xml,<svg onload=alert(5)>" alt="Dato"/>
<script>window.hacked = true</script>
<svg onload="alert(6)"><a href="https://example.com"><text>Texto de un svg</text></a></svg>
<iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x.swf"/>
<form action="https://example.com"><button type="submit">Dentro de un formulario</button></form>
</td></tr></tbody></table></body></html>`;

function preview(html = MAIL): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  renderMailPreview(host, html);
  if (!host.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
}

afterEach(() => document.body.replaceChildren());

describe('renderMailPreview', () => {
  it("rebuilds the mail's body in an open shadow root, with every inline style applied", () => {
    const root = preview();
    const body = root.firstElementChild as HTMLElement;
    expect(body.localName).toBe('div');
    expect(body.style.backgroundColor).toBe('rgb(247, 247, 240)');
    expect(body.style.margin).toBe('0px');
    const table = root.querySelector('table')!;
    expect(table.style.maxWidth).toBe('560px');
    expect(table.getAttribute('width')).toBe('100%');
    expect(table.getAttribute('cellpadding')).toBe('0');
    expect(table.getAttribute('role')).toBe('presentation');
    expect(root.querySelector('td')!.getAttribute('align')).toBe('center');
    expect(root.querySelector('td')!.style.padding).toBe('24px 8px');
    const heading = root.querySelector('p')!;
    expect(heading.textContent).toBe('Nuevo en el blog');
    expect(heading.style.fontWeight).toBe('bold');
    expect(heading.style.color).toBe('rgb(184, 72, 24)');
  });

  it("never lets the browser's HTML parser or a style attribute meet the mail's styles", () => {
    // Under the policy, each would report a violation per style attribute; only the CSSOM may.
    const setAttribute = jest.spyOn(Element.prototype, 'setAttribute');
    const parseFromString = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const innerHTML = jest.spyOn(Element.prototype, 'innerHTML', 'set');
    try {
      preview();
      expect(setAttribute.mock.calls.map(([name]) => name)).not.toContain('style');
      expect(setAttribute).toHaveBeenCalled();
      expect(parseFromString).not.toHaveBeenCalled();
      expect(innerHTML).not.toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('drops scripts, frames, plugins, styles, the head and every event handler', () => {
    const root = preview();
    for (const selector of [
      'script',
      'style',
      'link',
      'meta',
      'title',
      'iframe',
      'object',
      'embed',
    ]) {
      expect(root.querySelector(selector)).toBeNull();
    }
    expect(root.querySelector('form, button')).toBeNull();
    expect(root.querySelector('svg')).toBeNull();
    expect(root.textContent).not.toContain('Texto de un svg');
    expect(root.textContent).toContain('Dentro de un formulario');
    const withHandler = Array.from(root.querySelectorAll('*')).filter((element) =>
      element.getAttributeNames().some((name) => name.startsWith('on')),
    );
    expect(withHandler).toEqual([]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps links, opening in a new tab without access to the page, and drops javascript: ones', () => {
    const root = preview();
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['', 'https://hanzo.mx/blog/kpis/?utm_source=boletin'],
      ['Trampa', null],
      ['Otra trampa', null],
      ['Escríbenos', 'mailto:contacto@hanzo.mx'],
    ]);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
    }
    expect(links[0]!.style.color).toBe('rgb(6, 125, 247)');
  });

  it('keeps images from the web, with their size and text, and no other source', () => {
    const root = preview();
    const [cover, data] = Array.from(root.querySelectorAll('img'));
    expect(cover!.getAttribute('src')).toBe('https://hanzo.mx/og/blog/kpis.png');
    expect(cover!.alt).toBe('KPI');
    expect(cover!.getAttribute('width')).toBe('510');
    expect(cover!.style.maxWidth).toBe('510px');
    expect(data!.hasAttribute('src')).toBe(false);
    expect(data!.alt).toBe('Dato');
  });

  it("loads the site's own images from the page's origin, and others from where they are", () => {
    const host = document.createElement('div');
    renderMailPreview(
      host,
      '<body><img src="https://hanzo.mx/og/blog/kpis.png" alt="KPI"/><img src="https://cdn.example.com/a.png" alt="Otra"/><img src="https://hanzo.mx.example.com/b.png" alt="Parecida"/></body>',
      { siteUrl: 'https://hanzo.mx' },
    );
    expect(
      Array.from(host.shadowRoot!.querySelectorAll('img')).map((img) => img.getAttribute('src')),
    ).toEqual([
      `${window.location.origin}/og/blog/kpis.png`,
      'https://cdn.example.com/a.png',
      'https://hanzo.mx.example.com/b.png',
    ]);
  });

  it('leaves Outlook comments out and replaces an earlier preview', () => {
    const host = document.createElement('div');
    renderMailPreview(host, MAIL);
    renderMailPreview(host, '<html><body><p>Otro correo</p></body></html>');
    const root = host.shadowRoot!;
    expect(root.childNodes).toHaveLength(1);
    expect(root.textContent).toBe('Otro correo');
    expect(preview().innerHTML).not.toContain('<!--');
  });
});
