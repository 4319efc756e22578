/** The site's palette (app/globals.css): the navigation's olive and the terracotta of its buttons. */
export const COLOURS = {
  page: '#f7f7f0',
  card: '#ffffff',
  brand: '#57593d',
  ink: '#1f2015',
  muted: '#474932',
  line: '#dadbbf',
  button: '#b84818',
  onBrand: '#ffffff',
} as const;

/** Arial first: Outlook on Windows falls back to Times New Roman for a font it does not have. */
export const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

/** The column's width, and the room inside it around the text. */
export const COLUMN_WIDTH = 560;
export const INSET = 24;

export const textStyle = {
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '24px',
  color: COLOURS.ink,
} as const;

export const headingStyle = {
  margin: '0 0 16px',
  fontFamily: FONT,
  fontSize: '24px',
  lineHeight: '30px',
  fontWeight: 'bold',
  color: COLOURS.ink,
} as const;

/**
 * A link in a sentence: in the brand's colour and underlined, in every app (both properties, as
 * React Email's Link sets the longhand to none).
 */
export const inlineLinkStyle = {
  color: COLOURS.brand,
  textDecorationLine: 'underline',
  textDecoration: 'underline',
} as const;
