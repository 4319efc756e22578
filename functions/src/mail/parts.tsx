import { Link, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { COLOURS, FONT, inlineLinkStyle } from './theme';

// The pieces the mails share inside the layout: a paragraph whose quoted addresses are links, the
// button, and the fallback line under it.

/** An address a sentence quotes, and where its link goes. */
export interface QuotedLink {
  text: string;
  href: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence with every address it quotes as a real link (mail apps that do not link addresses by
 * themselves included), in the brand's colour: the copy stays plain text in content/.
 */
export function LinkedText({ text, links }: { text: string; links: readonly QuotedLink[] }) {
  const quoted = links.filter((link) => link.text && text.includes(link.text));
  if (quoted.length === 0) return <>{text}</>;
  const byText = new Map(quoted.map((link) => [link.text, link.href]));
  // Longest first, so an address that contains another is linked whole.
  const pattern = new RegExp(
    `(${[...byText.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
  );
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const href = index % 2 === 1 ? byText.get(part) : undefined;
        return href ? (
          <Link key={index} href={href} style={inlineLinkStyle}>
            {part}
          </Link>
        ) : (
          part
        );
      })}
    </>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Text style={{ margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', ...style }}>
      {children}
    </Text>
  );
}

/** The button's padding: "Administrar mi suscripción" stays on one line at 320 px. */
const BUTTON_PADDING = '14px 20px';

/**
 * A button every app draws whole. Outlook on Windows ignores the link's padding, so the cell
 * carries Outlook's own (`mso-padding-alt`) and its colour as `bgcolor`; everywhere else the
 * padded link fills the pill, so all of it is clickable.
 */
export function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: '8px 0 24px' }}
    >
      <tbody>
        <tr>
          <td
            align="center"
            bgcolor={COLOURS.button}
            style={{
              borderRadius: '24px',
              backgroundColor: COLOURS.button,
              msoPaddingAlt: BUTTON_PADDING,
            }}
          >
            <Link
              href={href}
              data-text="button"
              style={{
                display: 'inline-block',
                padding: BUTTON_PADDING,
                fontFamily: FONT,
                fontSize: '16px',
                lineHeight: '20px',
                fontWeight: 'bold',
                color: COLOURS.onBrand,
                textDecoration: 'none',
                borderRadius: '24px',
              }}
            >
              {label}
            </Link>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** For apps that do not show the button: the whole address, its text the same as its link. */
export function ButtonFallback({ href, text }: { href: string; text: string }) {
  return (
    <Text
      data-skip-in-text="true"
      style={{ margin: '8px 0 0', fontSize: '13px', lineHeight: '20px', color: COLOURS.muted }}
    >
      {text}
      <br />
      <Link href={href} style={{ ...inlineLinkStyle, wordBreak: 'break-all' }}>
        {href}
      </Link>
    </Text>
  );
}
