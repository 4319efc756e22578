import type { Subscription } from '@/lib/email/model';
import { originLabel, originOf, subscriptionDownload } from '@/lib/email/subscription';

const subscription = (metadata: Subscription['metadata'], source = 'newsletter'): Subscription => ({
  id: 'abc123',
  email: 'ana@tienda.mx',
  source,
  subscribedAt: '2026-03-02T17:00:00.000Z',
  active: true,
  preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
  metadata,
});
const titles = { 'kpis-esenciales': 'KPI esenciales para tu PyME' };

describe('originLabel', () => {
  it('names the footer, an article by its title, and the admin', () => {
    expect(originLabel(originOf(subscription({ formLocation: 'footer' })), titles)).toBe(
      'Pie de página',
    );
    expect(
      originLabel(
        originOf(subscription({ formLocation: 'article', articleSlug: 'kpis-esenciales' })),
        titles,
      ),
    ).toBe('Artículo: KPI esenciales para tu PyME');
    expect(originLabel(originOf(subscription({ formLocation: 'admin' })), titles)).toBe(
      'Administración',
    );
  });

  it('says "Un artículo del blog" for an article that no longer exists', () => {
    expect(originLabel(originOf(subscription({ articleSlug: 'borrado' })), titles)).toBe(
      'Un artículo del blog',
    );
  });

  it('falls back on the source in Spanish, never the raw value', () => {
    expect(originLabel(originOf(subscription({})), titles)).toBe('Boletín');
    expect(originLabel(originOf(subscription({}, 'login')), titles)).toBe('Inicio de sesión');
    expect(originLabel(originOf(subscription({}, 'otro')), titles)).toBe('Sin dato');
  });
});

describe('subscriptionDownload', () => {
  it('carries every stored field under Spanish keys, with the time of the copy', () => {
    const data = subscriptionDownload(
      subscription({
        userAgent: 'Mozilla/5.0',
        referrer: 'https://www.google.com/',
        currentUrl: 'https://hanzo.mx/blog/x/kpis-esenciales/',
        formLocation: 'article',
        articleSlug: 'kpis-esenciales',
      }),
      titles,
      new Date('2026-11-25T12:00:00.000Z'),
    );
    expect(data).toEqual({
      Correo: 'ana@tienda.mx',
      'Fecha de suscripción': '2026-03-02T17:00:00.000Z',
      'Dónde te suscribiste': 'Artículo: KPI esenciales para tu PyME',
      Estado: 'Activa',
      Preferencias: { Boletín: true, 'Novedades de servicios': false, 'Avisos del blog': false },
      'Datos de la visita en que te suscribiste': {
        Navegador: 'Mozilla/5.0',
        'Página de procedencia': 'https://www.google.com/',
        'Página del formulario': 'https://hanzo.mx/blog/x/kpis-esenciales/',
        Artículo: 'kpis-esenciales',
      },
      'Identificador del registro': 'abc123',
      'Copia generada el': '2026-11-25T12:00:00.000Z',
    });
  });
});
