/** The services overview page (/servicios/): the ladder of four services and the way onward. */
import { consultingPage, services } from '../content/services';
import { servicesOverview } from '../content/services-overview';
import { expect, test } from './fixtures';
import { gotoReady } from './site';

test('lists the four services in order, each with its level, one line and a link to its page', async ({
  page,
}) => {
  await gotoReady(page, '/servicios/');
  await expect(page).toHaveTitle(`${servicesOverview.metaTitle} | Hanzo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesOverview.title);
  const items = page.getByTestId('services-grid').locator(':scope > li');
  await expect(items).toHaveCount(services.length);
  for (const [index, service] of services.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(service.shortTitle);
    await expect(item.getByText(service.level, { exact: true })).toBeVisible();
    await expect(item.getByText(service.description)).toBeVisible();
    await expect(
      item.getByRole('link', { name: `${servicesOverview.linkLabel}: ${service.title}` }),
    ).toHaveAttribute('href', service.path);
  }
  await expect(items.getByText(/^(Gratuito|Básico|Intermedio|Avanzado)$/)).toHaveText([
    'Gratuito',
    'Básico',
    'Intermedio',
    'Avanzado',
  ]);
});

test('a card leads to its service page', async ({ page }) => {
  await gotoReady(page, '/servicios/');
  const service = services[2]!;
  await page.getByRole('link', { name: `${servicesOverview.linkLabel}: ${service.title}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === service.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
});

test('"Por dónde empezar" points to the free consultation, and the page closes with its chat', async ({
  page,
}) => {
  await gotoReady(page, '/servicios/');
  const start = page.getByRole('region', { name: servicesOverview.start.title });
  await expect(start.getByRole('link', { name: servicesOverview.start.linkLabel })).toHaveAttribute(
    'href',
    consultingPage.path,
  );
  const closing = page.getByRole('region', { name: consultingPage.closing.title });
  const chat = closing.getByRole('link', { name: 'Agenda tu consultoría gratuita', exact: true });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(chat).toHaveAttribute('target', '_blank');
});
