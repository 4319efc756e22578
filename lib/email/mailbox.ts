import { type Email } from '@/lib/email/address';

// The mailbox an address reaches (decision 17), as the key the link limits count: several strings
// reach one inbox, and a limit per string lets one person flood another's. Case folds for every
// provider; a `+tag` folds for every domain, because plus-addressing is on by default at Gmail,
// Google Workspace, Microsoft 365 and Outlook.com, iCloud, Fastmail and Proton, which host most
// company domains too, and no one can tell their provider from the domain (two real people whose
// addresses differ only after a `+` would share a limit, a rare and harmless cost); dots fold
// only where the provider ignores them (Gmail, whose googlemail.com is the same mailbox); a
// domain written in Unicode folds to its ASCII (punycode) form. The subscription's id stays the
// address as typed (lib/email/model.ts, subscriberId): this key is for counting only.

const GMAIL = 'gmail.com';
const DOTS_IGNORED = new Set([GMAIL, 'googlemail.com']);

/** The domain in ASCII (punycode), as the URL standard writes a host, in browsers and Node alike. */
function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}

export function mailboxKey(email: Email): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  let local = email.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) return `${local.replace(/\./g, '')}@${GMAIL}`;
  return `${local}@${asciiDomain(domain)}`;
}
