/**
 * The self-diagnosis in Chromium at 1280 px (desktop project) and 390 px (mobile project): every
 * step, a reload in the middle, back navigation, keyboard only, the chat link's text, axe in both
 * themes, and nothing leaving the page while answering.
 */
import type { Page } from '@playwright/test';
import { diagnosisQuestions, diagnosisText as text } from '../content/diagnosis';
import { THEMES, chooseTheme, gotoReady } from './site';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, isExternalUrl } from './page-checks';

const questions = diagnosisQuestions;
const total = questions.length;

/** Answers the current question with its option of the given index (the first by default). */
async function answer(page: Page, index = 0) {
  await page.locator('form fieldset input').nth(index).check();
}

async function next(page: Page, last = false) {
  await page.getByRole('button', { name: last ? text.finish : text.next }).click();
}

test('every step, a reload in the middle, back, and a chat link carrying the result', async ({
  page,
}) => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (isExternalUrl(request.url())) offSite.push(request.url());
  });
  await gotoReady(page, text.path);
  await expect(page.getByText(questions[0]!.title)).toHaveCount(1); // in the HTML list too
  await page.getByRole('button', { name: text.start }).click();
  await expect(page.getByText(text.progress(1, total))).toBeVisible();
  // Nothing chosen: a Spanish message, and no move.
  await next(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(text.chooseOne);
  await expect(page.getByText(text.progress(1, total))).toBeVisible();

  for (let step = 0; step < 4; step += 1) {
    await answer(page, 1);
    await next(page);
  }
  await expect(page.getByText(text.progress(5, total))).toBeVisible();
  await page.reload();
  await expect(page.getByText(text.progress(5, total))).toBeVisible();
  await page.getByRole('button', { name: text.back }).click();
  await expect(page.getByText(text.progress(4, total))).toBeVisible();
  await expect(page.locator('form fieldset input').nth(1)).toBeChecked();
  await next(page);
  for (let step = 4; step < total; step += 1) {
    await answer(page, 1);
    await next(page, step === total - 1);
  }
  const chat = page.getByTestId('diagnosis-chat');
  await expect(chat).toHaveText(new RegExp(text.chatCta));
  const message = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(message).toContain(text.messageAnswers);
  // In the visitor's voice: "Mi información: en Excel.", not the question put to them.
  expect(message).toContain(
    `- ${questions[0]!.messageLabel}: ${questions[0]!.options[1]!.summary}.`,
  );
  expect(message).not.toContain(questions[0]!.title);
  expect(message.length).toBeLessThanOrEqual(1500);
  expect(offSite).toEqual([]);
});

test('keyboard only: start, choose with arrows and space, move on with Enter', async ({ page }) => {
  await gotoReady(page, text.path);
  await page.getByRole('button', { name: text.start }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: questions[0]!.title })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.locator('form fieldset input').first()).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: questions[1]!.title })).toBeFocused();
});

for (const theme of THEMES) {
  test(`axe finds nothing on a question and on the result (${theme})`, async ({ page }) => {
    await gotoReady(page, text.path);
    await chooseTheme(page, theme);
    await page.getByRole('button', { name: text.start }).click();
    await answer(page, 0);
    await expectNoAxeViolations(page, `diagnosis, question (${theme})`);
    for (let step = 0; step < total; step += 1) {
      await answer(page, 0);
      await next(page, step === total - 1);
    }
    await expect(page.getByTestId('diagnosis-chat')).toBeVisible();
    await expectNoAxeViolations(page, `diagnosis, result (${theme})`);
  });
}
