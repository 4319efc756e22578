// What makes an address valid (spec §5, decision 17), alone in its module: the sign-up form on
// every page imports it, and nothing else of the email model enters a page's first load.

export const EMAIL_MAX_LENGTH = 254;

/**
 * A plain address, nothing around it: a local part of letters, digits, dots and the few symbols
 * an address may hold (RFC 5322's atext), an at sign, and a domain of labels of letters, digits and
 * hyphens, its last one at least two characters and starting with a letter. Letters beyond ASCII
 * are letters (josé@pañalería.mx). What a mail header would read as something else is refused:
 * a display name (`Ana <ana@…>`), comments (`ana@…(x)`), brackets, quotes, commas, semicolons,
 * colons, spaces and invisible characters (\p{C}), so the address the site stores is the address
 * the mail goes to. The rules (firestore.rules, isValidEmail) hold the same pattern.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}]$/u;

/** An address checked and normalised once, on its way in: what the code after the check takes. */
export type Email = string & { readonly __email: true };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return parseEmail(email) !== null;
}

/** The address, trimmed and lowercased, if it is a plain address (EMAIL_PATTERN); else null. */
export function parseEmail(input: string): Email | null {
  const normalized = normalizeEmail(input);
  return normalized.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(normalized)
    ? (normalized as Email)
    : null;
}
