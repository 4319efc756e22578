import { reportEmailCampaignArrival, watchCtaClicks } from './cta-clicks';

describe('calls to action and newsletter visits', () => {
  let calls: unknown[][];
  beforeEach(() => {
    calls = [];
    window.gtag = (...args: unknown[]) => calls.push(args);
    document.body.innerHTML = `
      <a href="#x" data-cta="hero_servicios"><span>Ver nuestros servicios</span></a>
      <a href="#y">Otro enlace</a>`;
  });
  afterEach(() => {
    delete window.gtag;
  });

  it('sends cta_clicked and click with the name and the page, for a click anywhere inside it', () => {
    const stop = watchCtaClicks();
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="#y"]')!.click();
    stop();
    document.querySelector('span')!.click();
    expect(calls).toEqual([
      ['event', 'cta_clicked', { cta_name: 'hero_servicios', page_path: '/' }],
      [
        'event',
        'click',
        {
          event_category: 'cta',
          event_label: 'hero_servicios',
          cta_name: 'hero_servicios',
          page_path: '/',
        },
      ],
    ]);
  });

  it('sends nothing without the tag', () => {
    delete window.gtag;
    const stop = watchCtaClicks();
    expect(() => document.querySelector('span')!.click()).not.toThrow();
    stop();
    expect(calls).toEqual([]);
  });

  it('reports a newsletter link once per landing, and only utm_medium=email', () => {
    const at = (search: string) => ({ pathname: '/blog/', search }) as Location;
    expect(reportEmailCampaignArrival(at('?utm_medium=social&utm_campaign=a'))).toBe(false);
    expect(reportEmailCampaignArrival(at(''))).toBe(false);
    const landing = at('?utm_source=boletin&utm_medium=Email&utm_campaign=noviembre');
    expect(reportEmailCampaignArrival(landing)).toBe(true);
    expect(reportEmailCampaignArrival(landing)).toBe(false);
    expect(calls).toEqual([
      [
        'event',
        'email_campaign_click',
        { campaign: 'noviembre', source: 'boletin', content: undefined, page_path: '/blog/' },
      ],
    ]);
  });
});
