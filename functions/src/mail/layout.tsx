import { Head, Html, Preview } from '@react-email/components';
import type { ReactNode } from 'react';
import { COLOURS, COLUMN_WIDTH, FONT, INSET, textStyle } from './theme';

// The one frame of every mail: tables and inline styles, since Outlook on Windows renders with
// Word and ignores most CSS (a conditional table holds the column at 560 px there); one column at
// most 560 px wide that shrinks on a phone; system fonts; light only, with the colours also as
// `bgcolor` for Word; the brand on top and the sender's footer below. Nothing in <style>.

/** Where Outlook's fixed-width table opens and closes; `withOutlookColumn` writes it in. */
const OUTLOOK_COLUMN = {
  open: '<span data-outlook-column="open"></span>',
  close: '<span data-outlook-column="close"></span>',
} as const;

/**
 * React renders no comments, so the column's conditional table for Outlook (the one mail app
 * that ignores max-width) replaces two empty markers once the mail is rendered.
 */
export function withOutlookColumn(html: string): string {
  return html
    .replace(
      OUTLOOK_COLUMN.open,
      `<!--[if mso]><table role="presentation" width="${COLUMN_WIDTH}" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->`,
    )
    .replace(OUTLOOK_COLUMN.close, '<!--[if mso]></td></tr></table><![endif]-->');
}

interface MailLayoutProps {
  /** The document's title (some apps show it): the subject. */
  title: string;
  /** The line inboxes show beside the subject; hidden in the mail. */
  preheader: string;
  brand: string;
  children: ReactNode;
  /** Who writes and why. */
  footer: ReactNode;
}

export function MailLayout({ title, preheader, brand, children, footer }: MailLayoutProps) {
  return (
    <Html lang="es-MX" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Light only: a mail app that honours it does not darken the mail on its own. */}
        <meta name="color-scheme" content="light only" />
        <meta name="supported-color-schemes" content="light only" />
        <title>{title}</title>
      </Head>
      <body
        {...{ bgcolor: COLOURS.page }}
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: COLOURS.page,
          colorScheme: 'light only',
        }}
      >
        <Preview
          style={{
            display: 'none',
            maxHeight: 0,
            maxWidth: 0,
            overflow: 'hidden',
            fontSize: '1px',
            lineHeight: '1px',
            opacity: 0,
            color: 'transparent',
            msoHide: 'all',
          }}
        >
          {preheader}
        </Preview>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          bgcolor={COLOURS.page}
          style={{ backgroundColor: COLOURS.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <span data-outlook-column="open" />
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  border={0}
                  bgcolor={COLOURS.card}
                  style={{
                    maxWidth: `${COLUMN_WIDTH}px`,
                    backgroundColor: COLOURS.card,
                    border: `1px solid ${COLOURS.line}`,
                    borderRadius: '16px',
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        bgcolor={COLOURS.brand}
                        data-skip-in-text="true"
                        style={{
                          backgroundColor: COLOURS.brand,
                          borderRadius: '15px 15px 0 0',
                          padding: `18px ${INSET}px`,
                          fontFamily: FONT,
                          fontSize: '22px',
                          lineHeight: '28px',
                          fontWeight: 'bold',
                          color: COLOURS.onBrand,
                        }}
                      >
                        {brand}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: `${INSET}px`, ...textStyle }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        data-text="footer"
                        style={{
                          padding: `18px ${INSET}px`,
                          borderTop: `1px solid ${COLOURS.line}`,
                          fontFamily: FONT,
                          fontSize: '13px',
                          lineHeight: '20px',
                          color: COLOURS.muted,
                        }}
                      >
                        {footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
                <span data-outlook-column="close" />
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </Html>
  );
}
