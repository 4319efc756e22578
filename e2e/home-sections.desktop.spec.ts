import { clientCases } from '../content/cases';
import { casesSection, contactSection, faqSection, hero, howWeWorkSection } from '../content/home';
import { DEFAULTS } from '../lib/config/site-env';
import { expect, test, visitOnce } from './fixtures';
import { gotoReady } from './site';

test.describe('the home page, read', () => {
  const home = visitOnce('/');

  test('shows its four sections with the spec titles', async () => {
    const page = home();
    await expect(page.getByText(hero.badge)).toBeVisible();
    // Stored in sentence case, shown in the spec's capitals by CSS (decision 8).
    for (const title of ['Nuestra misión', 'Nuestros servicios', 'Contáctanos']) {
      const eyebrow = page.getByText(title, { exact: true });
      await expect(eyebrow).toBeAttached();
      await expect(eyebrow).toHaveCSS('text-transform', 'uppercase');
    }
    for (const id of ['mision', 'servicios', 'contacto']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    for (const benefit of hero.benefits) await expect(page.getByText(benefit.title)).toBeVisible();
  });

  test('“Cómo trabajamos” walks from the free session to results, in order', async () => {
    const section = home().getByRole('region', { name: howWeWorkSection.heading });
    const steps = section.getByRole('listitem');
    await expect(steps).toHaveCount(howWeWorkSection.steps.length);
    await expect(steps.first()).toContainText('Consultoría gratuita');
    await expect(steps.last()).toContainText('Resultados');
  });

  test('the LinkedIn link of the contact section opens the company page in a new tab', async () => {
    const link = home()
      .getByRole('region', { name: contactSection.heading })
      .getByRole('link', { name: /Síguenos en LinkedIn/ });
    await expect(link).toHaveAttribute('href', DEFAULTS.linkedinUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the client cases section shows each published case, newest first, and is absent without one', async () => {
    // The cases the owner published in content/cases.ts, newest first.
    const cases = [...clientCases].sort((a, b) => b.date.localeCompare(a.date));
    // Found by the words a visitor reads (content/home.ts), whatever the section's id.
    const heading = (name: string) => home().getByRole('heading', { name, exact: true });
    await expect(heading(faqSection.heading)).toHaveCount(1);
    await expect(heading(casesSection.heading)).toHaveCount(cases.length ? 1 : 0);
    if (!cases.length) return;
    const shown = home().getByRole('region', { name: casesSection.heading }).getByRole('article');
    await expect(shown).toHaveCount(cases.length);
    for (const [index, entry] of cases.entries()) {
      const article = shown.nth(index);
      await expect(article).toHaveAccessibleName(entry.client);
      for (const result of entry.results) {
        await expect(article.getByText(result.value, { exact: true })).toBeVisible();
        await expect(article.getByText(result.label, { exact: true })).toBeVisible();
      }
    }
  });
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
