import { toPlainText } from '@react-email/render';
import type { FormatCallback } from 'html-to-text';

// The text part, read from the rendered HTML so it says every sentence the HTML says: a link
// shows as its text (the addresses a sentence quotes are already written out in it), the button
// as its label and its address on a line of its own, and the footer after a "--" line.

/** The button: "Confirmar mi suscripción:" and the link under it. */
const button: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addLiteral(':');
  builder.addLineBreak();
  builder.addLiteral(String(elem.attribs?.href ?? ''));
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/**
 * The footer, after "--". Without a trailing space: it is not the RFC 3676 signature mark, so
 * apps that fold signatures away keep the sender's legal footer in view.
 */
const footer: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral('--');
  builder.addLineBreak();
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

export function mailText(html: string): string {
  const text = toPlainText(html, {
    formatters: { button, footer },
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'a[data-text=button]', format: 'button' },
      { selector: 'td[data-text=footer]', format: 'footer' },
      { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
      {
        selector: 'table',
        format: 'block',
        options: { leadingLineBreaks: 0, trailingLineBreaks: 0 },
      },
    ],
  });
  return `${text.trim()}\n`;
}
