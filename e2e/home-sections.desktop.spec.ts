import { clientCases } from '../content/cases';
import { casesSection, faqSection, howWeWorkSection } from '../content/home';
import { expect, gotoReady, test } from './fixtures';

test('“Cómo trabajamos” walks from the free session to results, in order', async ({ page }) => {
  await gotoReady(page, '/');
  const section = page.getByRole('region', { name: howWeWorkSection.heading });
  const steps = section.getByRole('listitem');
  await expect(steps).toHaveCount(howWeWorkSection.steps.length);
  await expect(steps.first()).toContainText('Consultoría gratuita');
  await expect(steps.last()).toContainText('Resultados');
});

test('a frequent question opens and closes from the keyboard', async ({ page }) => {
  await gotoReady(page, '/');
  const section = page.getByRole('region', { name: faqSection.heading });
  const [first] = faqSection.entries;
  if (!first) throw new Error('the FAQ has entries');
  const answer = section.getByText(first.answer);
  await expect(answer).toBeHidden();
  await section.getByText(first.question).focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('no client cases section while there are no real cases', async ({ page }) => {
  expect(clientCases).toEqual([]);
  await gotoReady(page, '/');
  // Found by the words a visitor reads (content/home.ts), whatever the section's id.
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });
  await expect(heading(faqSection.heading)).toHaveCount(1);
  await expect(heading(casesSection.heading)).toHaveCount(0);
});
