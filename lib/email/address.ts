// What makes an address valid (spec §5), alone in its module: the sign-up form on every page
// imports it, and nothing else of the email model enters a page's first load.

export const EMAIL_MAX_LENGTH = 254;
/** Spec §5: text, an at sign, text, a dot, text, no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Control, format, private-use and unassigned characters (U+200B, U+00AD, U+202E…): invisible,
 * so an address holding one looks like another one. The rules refuse the same class.
 */
const INVISIBLE = /\p{C}/u;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return (
    normalized.length > 0 &&
    normalized.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(normalized) &&
    !INVISIBLE.test(normalized)
  );
}
