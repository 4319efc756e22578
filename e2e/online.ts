/**
 * What the browser specs that write to the emulators share: the admin's session handed to a
 * browser, the links of the mails the functions send, the admin's downloads and the newsletter
 * form. The emulators themselves, as their owner and as the site's clients reach them from Node,
 * are testing/emulator-data.ts and testing/site-clients.ts.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { newsletterText } from '../content/newsletter';
import { online } from '../testing/emulator-data';
import type { ReceivedMail } from '../testing/mail-stand-ins-client';
import { signInWithGoogle, siteClient } from '../testing/site-clients';

/**
 * Signs the person in with Google on the Auth emulator (signInWithGoogle) and stores the session
 * where the site's Firebase Auth looks for it on load, as if Google's popup had just closed.
 * Everything after the popup (the emulator checks the token on load, the site asks Firestore for
 * the admin role through the rules) is the real thing.
 */
export async function signInAs(
  context: BrowserContext,
  person: { email: string; name: string },
): Promise<string> {
  const { auth, close } = siteClient();
  try {
    const user = await signInWithGoogle(auth, person.email, person.name);
    const session = JSON.stringify({ ...user.toJSON(), appName: '[DEFAULT]' });
    const key = `firebase:authUser:${online.apiKey}:[DEFAULT]`;
    await context.addInitScript(
      ([storageKey, value]) => {
        // Only on the first load of each test: after sign-out the session must stay gone.
        if (!sessionStorage.getItem('e2e_session_seeded')) {
          sessionStorage.setItem('e2e_session_seeded', '1');
          localStorage.setItem(storageKey, value);
        }
      },
      [key, session] as const,
    );
    return user.uid;
  } finally {
    await close();
  }
}

/**
 * The confirmation mail's link (decision 17): the site's own address with the signed token, as
 * the function wrote it. Throws when the mail carries none.
 */
export function confirmLinkOf(mail: ReceivedMail): string {
  const sent = /https?:\/\/\S+[?&]confirmar=[\w.-]+/.exec(mail.text)?.[0];
  if (!sent) throw new Error(`El correo “${mail.subject}” no trae enlace para confirmar`);
  return sent;
}

/**
 * The page an access mail's link opens. The Auth emulator's link points at its own action page;
 * the deployed one, Firebase's handler on the auth domain, sends the browser on to the return
 * address with the link's parameters, which is what this does.
 */
export function pageOfLink(mail: ReceivedMail): string {
  const sent = /https?:\/\/\S+oobCode=\S+/.exec(mail.text)?.[0];
  if (!sent) throw new Error(`El correo “${mail.subject}” no trae enlace`);
  const link = new URL(sent);
  const page = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const key of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = link.searchParams.get(key);
    if (value) page.searchParams.set(key, value);
  }
  return page.href;
}

/** Clicks a download button and returns the file's suggested name and its text. */
export async function downloadFrom(
  page: Page,
  buttonName: string,
): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: fs.readFileSync((await file.path()) ?? '', 'utf8'),
  };
}

/** The lines of a downloaded CSV (byte-order mark and CRLF line ends as the admin writes them). */
export function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** An article, whose page has a sign-up form under the text as well as the footer's. */
export const ARTICLE = '/blog/analisis-de-datos/kpis-esenciales-pymes-que-medir/';

/** The newsletter form in the footer (every page) or under an article. */
export function newsletterForm(page: Page, location: 'footer' | 'article') {
  return page.getByTestId(`newsletter-${location}`);
}

/** Signs `email` up with the newsletter form, as a visitor types it; returns the form. */
export async function subscribe(page: Page, location: 'footer' | 'article', email: string) {
  const form = newsletterForm(page, location);
  await form.getByLabel(newsletterText.label).fill(email);
  await form.getByRole('button', { name: newsletterText.submit }).click();
  return form;
}

/**
 * How long a test waits for the form's answer after a write: the SDK loads on submit, and the
 * store gives up on a write after 10 s; a loaded 2-core machine needed more than the default 7 s.
 */
export const FIRESTORE_ANSWER = { timeout: 15_000 };
