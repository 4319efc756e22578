import { clientCases } from '../content/cases';
import { casesSection, contactSection, faqSection, hero, howWeWorkSection } from '../content/home';
import { DEFAULTS } from '../lib/config/site-env';
import { expect, gotoReady, test, visitOnce } from './fixtures';

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

  test('no client cases section while there are no real cases', async () => {
    expect(clientCases).toEqual([]);
    // Found by the words a visitor reads (content/home.ts), whatever the section's id.
    const heading = (name: string) => home().getByRole('heading', { name, exact: true });
    await expect(heading(faqSection.heading)).toHaveCount(1);
    await expect(heading(casesSection.heading)).toHaveCount(0);
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
