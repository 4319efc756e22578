/** @jest-environment node */
import { articleMailUrl, mailCampaignOf } from './campaign-url';

describe('the links of the mail announcing an article', () => {
  it('tag the article with the newsletter as source, email as medium and its slug as campaign', () => {
    const url = new URL(
      articleMailUrl('https://hanzo.mx', '/blog/analisis-de-datos/kpi-pymes/', 'kpi-pymes'),
    );
    expect(url.origin + url.pathname).toBe('https://hanzo.mx/blog/analisis-de-datos/kpi-pymes/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'boletin',
      utm_medium: 'email',
      utm_campaign: 'kpi-pymes',
    });
  });

  it('accept a site address with a trailing slash, or a local one with a port', () => {
    expect(articleMailUrl('https://hanzo.mx/', '/boletin/', 'a')).toBe(
      'https://hanzo.mx/boletin/?utm_source=boletin&utm_medium=email&utm_campaign=a',
    );
    expect(articleMailUrl('http://127.0.0.1:4173', '/boletin/', 'a')).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/boletin\/\?utm_source=boletin&/,
    );
  });

  it('keep a query and a fragment the path already has, and replace older tags', () => {
    const url = articleMailUrl(
      'https://hanzo.mx',
      '/blog/x/y/?utm_campaign=viejo&vista=1#datos',
      'y',
    );
    expect(url).toBe(
      'https://hanzo.mx/blog/x/y/?utm_campaign=y&vista=1&utm_source=boletin&utm_medium=email#datos',
    );
  });

  it('encode a campaign name that is not a slug', () => {
    expect(articleMailUrl('https://hanzo.mx', '/', 'noviembre 2026&x=1')).toContain(
      'utm_campaign=noviembre+2026%26x%3D1',
    );
  });

  it('read the campaign back only from a newsletter link', () => {
    expect(mailCampaignOf(articleMailUrl('https://hanzo.mx', '/blog/', 'kpi'))).toBe('kpi');
    expect(mailCampaignOf('https://hanzo.mx/blog/?utm_campaign=kpi&utm_medium=social')).toBeNull();
    expect(mailCampaignOf('https://hanzo.mx/blog/')).toBeNull();
  });
});
