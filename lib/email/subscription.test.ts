import { downloadLabels as labels, subscriptionText } from '@/content/subscription';
import type { Subscription } from '@/lib/email/model';
import { originLabel, originOf, personalDataDownload } from '@/lib/email/subscription';

const subscription = (metadata: Subscription['metadata'], source = 'newsletter'): Subscription => ({
  id: 'abc123',
  email: 'ana@tienda.mx',
  source,
  subscribedAt: '2026-03-02T17:00:00.000Z',
  active: true,
  confirmedAt: '2026-03-02T17:05:00.000Z',
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

describe('personalDataDownload', () => {
  const { fields } = subscriptionText;
  const when = new Date('2026-11-25T12:00:00.000Z');

  it('carries every stored field of the subscription under Spanish keys, with the time of the copy', () => {
    const data = personalDataDownload(
      {
        subscription: subscription({
          userAgent: 'Mozilla/5.0',
          referrer: 'https://www.google.com/',
          currentUrl: 'https://hanzo.mx/blog/x/kpis-esenciales/',
          formLocation: 'article',
          articleSlug: 'kpis-esenciales',
        }),
        users: [],
        activities: [],
      },
      titles,
      when,
    );
    expect(data).toEqual({
      [fields.email]: 'ana@tienda.mx',
      [fields.since]: '2026-03-02T17:00:00.000Z',
      [fields.origin]: 'Artículo: KPI esenciales para tu PyME',
      [fields.status]: subscriptionText.status.active,
      [labels.confirmedAt]: '2026-03-02T17:05:00.000Z',
      [labels.preferences]: {
        [labels.newsletter]: true,
        [labels.productUpdates]: false,
        [labels.blogNotifications]: false,
      },
      [labels.visit]: {
        [labels.userAgent]: 'Mozilla/5.0',
        [labels.referrer]: 'https://www.google.com/',
        [labels.currentUrl]: 'https://hanzo.mx/blog/x/kpis-esenciales/',
        [labels.article]: 'kpis-esenciales',
      },
      [labels.id]: 'abc123',
      [labels.madeAt]: '2026-11-25T12:00:00.000Z',
    });
  });

  it('holds every other record that names the person: registered accounts and their activity', () => {
    const data = personalDataDownload(
      {
        subscription: null,
        users: [
          {
            id: 'uid-ana',
            userId: 'uid-ana',
            email: 'ana@tienda.mx',
            name: 'Ana',
            provider: 'google.com',
            avatar: '',
            registeredAt: '2026-01-01T00:00:00.000Z',
            lastLogin: '2026-02-01T00:00:00.000Z',
            emailConsent: true,
            marketingConsent: false,
            loginCount: 2,
          },
        ],
        activities: [
          {
            id: 'a1',
            userId: 'uid-ana',
            action: 'admin_login',
            timestamp: '2026-02-01T00:00:00.000Z',
            url: 'https://hanzo.mx/admin/',
            details: '',
          },
        ],
      },
      titles,
      when,
    );
    expect(data).toEqual({
      [labels.accounts]: [
        {
          [fields.email]: 'ana@tienda.mx',
          [labels.account.name]: 'Ana',
          [labels.account.provider]: 'google.com',
          [labels.account.avatar]: '',
          [labels.account.registeredAt]: '2026-01-01T00:00:00.000Z',
          [labels.account.lastLogin]: '2026-02-01T00:00:00.000Z',
          [labels.account.loginCount]: 2,
          [labels.account.marketingConsent]: false,
          [labels.id]: 'uid-ana',
        },
      ],
      [labels.activity]: [
        {
          [labels.activityFields.action]: 'admin_login',
          [labels.activityFields.time]: '2026-02-01T00:00:00.000Z',
          [labels.activityFields.url]: 'https://hanzo.mx/admin/',
          [labels.activityFields.details]: '',
        },
      ],
      [labels.madeAt]: '2026-11-25T12:00:00.000Z',
    });
  });
});
