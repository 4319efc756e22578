/** @jest-environment node */
import { escapeMarkdown, markdownMailLink, renderMarkdown } from '@/lib/blog/markdown';

describe('renderMarkdown', () => {
  it('renders h2 and h3 headings with ids for the table of contents', () => {
    const html = renderMarkdown('## ¿Qué es un KPI?\n\nTexto.\n\n### Margen bruto\n\nMás texto.');
    expect(html).toContain('<h2 id="qué-es-un-kpi">¿Qué es un KPI?</h2>');
    expect(html).toContain('<h3 id="margen-bruto">Margen bruto</h3>');
  });

  it('gives repeated headings distinct ids', () => {
    const html = renderMarkdown('## Ejemplo\n\nUno.\n\n## Ejemplo\n\nDos.');
    expect(html).toContain('<h2 id="ejemplo">');
    expect(html).toContain('<h2 id="ejemplo-1">');
  });

  it('wraps GFM tables in a labelled, focusable scroll region', () => {
    const html = renderMarkdown(
      '| KPI | Fórmula |\n|---|---|\n| Ticket promedio | ventas ÷ tickets |\n',
    );
    expect(html).toMatch(
      /^<div class="table-scroll" tabindex="0" role="region" aria-label="Tabla"><table>[\s\S]*<\/table><\/div>$/,
    );
    expect(html).toContain('<th>KPI</th>');
    expect(html).toContain('<td>Ticket promedio</td>');
  });

  it('wraps every table, including a table inside a blockquote', () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |';
    const html = renderMarkdown(
      `${table}\n\nEntre tablas.\n\n${table}\n\n> ${table.replace(/\n/g, '\n> ')}\n`,
    );
    expect(html.match(/<div class="table-scroll"[^>]*><table>/g)).toHaveLength(3);
    expect(html.match(/<table>/g)).toHaveLength(3);
  });

  it('renders fenced code with its language class', () => {
    const html = renderMarkdown('```python\nventas = pd.read_csv("ventas.csv")\n```');
    expect(html).toBe(
      '<pre tabindex="0" role="region" aria-label="Código"><code class="language-python">ventas = pd.read_csv("ventas.csv")\n</code></pre>',
    );
  });

  it('escapes markup inside code', () => {
    const html = renderMarkdown('```html\n<script>alert(1)</script>\n```');
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html).not.toContain('<script>');
  });

  it('renders blockquotes', () => {
    expect(renderMarkdown('> Lo que no se mide no se puede mejorar.')).toBe(
      '<blockquote>\n<p>Lo que no se mide no se puede mejorar.</p>\n</blockquote>',
    );
  });

  it('renders lists, emphasis and links', () => {
    const html = renderMarkdown('- **Margen** y *ticket*\n- [INEGI](https://www.inegi.org.mx/)');
    expect(html).toContain('<li><strong>Margen</strong> y <em>ticket</em></li>');
    expect(html).toContain('<a href="https://www.inegi.org.mx/">INEGI</a>');
  });

  describe('drops raw HTML written in the Markdown', () => {
    it.each([
      '<script>alert(1)</script>',
      'Texto <script>alert(1)</script> fin',
      '<img src=x onerror=alert(1)>',
      'Texto <img src=x onerror=alert(1)> fin',
      '<div onclick="alert(1)">clic</div>',
      '<iframe src="https://ejemplo.com"></iframe>',
    ])('%s', (markdown) => {
      const html = renderMarkdown(markdown);
      expect(html).not.toMatch(/<(script|img|div|iframe)\b/i);
      expect(html).not.toMatch(/onerror|onclick/i);
    });

    it('while keeping the Markdown text around it', () => {
      expect(renderMarkdown('Texto <img src=x onerror=alert(1)> fin')).toBe('<p>Texto  fin</p>');
    });
  });

  it('does not render javascript: links as live links', () => {
    const html = renderMarkdown('[clic](javascript:alert(1))');
    expect(html).not.toContain('href="javascript:');
  });
});

describe('code blocks', () => {
  it('are focusable, named regions so long lines can be scrolled by keyboard', () => {
    const html = renderMarkdown('```python\nventas.rolling(3).mean()\n```');
    expect(html).toMatch(/<pre tabindex="0" role="region" aria-label="Código">/);
  });
});

describe('escapeMarkdown and markdownMailLink', () => {
  it('keeps configured text literal: no emphasis, links or headings', () => {
    const text = '# Hanzo *Datos* _IA_ [S.A.](x) <b>1.</b>';
    expect(renderMarkdown(escapeMarkdown(text))).toBe(
      '<p># Hanzo *Datos* _IA_ [S.A.](x) &#x3C;b>1.&#x3C;/b></p>',
    );
  });

  it('leaves ordinary text, accents included, as it is', () => {
    expect(renderMarkdown(`Domicilio: ${escapeMarkdown('Ciudad de México, México')}`)).toBe(
      '<p>Domicilio: Ciudad de México, México</p>',
    );
  });

  it('writes a mail link whose text is the address', () => {
    expect(renderMarkdown(markdownMailLink('privacidad@hanzo.mx'))).toBe(
      '<p><a href="mailto:privacidad@hanzo.mx">privacidad@hanzo.mx</a></p>',
    );
    expect(renderMarkdown(markdownMailLink('datos)mx_1@hanzo.mx'))).toBe(
      '<p><a href="mailto:datos%29mx_1@hanzo.mx">datos)mx_1@hanzo.mx</a></p>',
    );
  });
});

describe('pictures in an article', () => {
  it('load lazily, in a box that holds the hidden failure text the boot script reveals', () => {
    const html = renderMarkdown(
      'Antes\n\n![Un dashboard de ventas](/images/blog/ventas.png)\n\nDespués',
    );
    expect(html).toMatch(
      /<span data-image-frame="" class="[^"]*relative[^"]*"><img src="\/images\/blog\/ventas.png" alt="Un dashboard de ventas" loading="lazy" decoding="async"><span data-image-error="" hidden class="[^"]*absolute inset-0[^"]*">No se pudo cargar la imagen<\/span><\/span>/,
    );
    expect(html.match(/data-image-frame/g)).toHaveLength(1);
  });
});
