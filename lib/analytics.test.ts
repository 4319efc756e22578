import {
  CONVERSION_VALUES,
  sendEvent,
  trackClickCta,
  trackContact,
  trackConversion,
  trackError,
  trackFormEvent,
  trackPageView,
  trackShare,
} from '@/lib/analytics';

describe('analytics helpers without the analytics function', () => {
  beforeEach(() => {
    delete window.gtag;
  });

  it('are silent no-ops that never throw', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sendEvent('cta_clicked')).toBe(false);
    expect(trackPageView('/blog/')).toBe(false);
    expect(trackContact('home_contact', 'contacto')).toBe(false);
    expect(trackConversion('consulting_page', 'consultation_request')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('analytics helpers with the analytics function', () => {
  let gtag: jest.Mock;

  beforeEach(() => {
    gtag = jest.fn();
    window.gtag = gtag;
  });

  afterEach(() => {
    delete window.gtag;
  });

  it('send page_view with the path plus the search', () => {
    expect(trackPageView('/blog/inteligencia-artificial/', '?q=agentes')).toBe(true);
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/blog/inteligencia-artificial/?q=agentes' }),
    );
    trackPageView('/blog/', 'q=datos');
    expect(gtag).toHaveBeenLastCalledWith(
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/blog/?q=datos' }),
    );
  });

  it('send share with the article fields', () => {
    trackShare('linkedin', 'mitos-vs-realidades-ia-pymes-america-latina');
    expect(gtag).toHaveBeenCalledWith('event', 'share', {
      method: 'linkedin',
      content_type: 'article',
      item_id: 'mitos-vs-realidades-ia-pymes-america-latina',
      content_group1: 'Blog',
    });
  });

  it('send the contact and whatsapp_click events for the contact button', () => {
    expect(trackContact('agenda_sesion', 'home_contacto')).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'contact', {
      method: 'WhatsApp',
      content: 'agenda_sesion',
      item_id: 'home_contacto',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'whatsapp_click', {
      event_category: 'engagement',
      event_label: 'home_contacto - agenda_sesion',
      value: 1,
    });
  });

  it('send conversions with the default values of the spec', () => {
    expect(CONVERSION_VALUES).toEqual({
      consultation_request: 100,
      service_inquiry: 50,
      email_subscription: 1,
    });
    trackConversion('consulting_page', 'consultation_request');
    expect(gtag).toHaveBeenLastCalledWith('event', 'conversion', {
      page_name: 'consulting_page',
      conversion_action: 'consultation_request',
      value: 100,
      currency: 'USD',
    });
    trackConversion('ai_page', 'ai_inquiry');
    expect(gtag).toHaveBeenLastCalledWith(
      'event',
      'conversion',
      expect.objectContaining({ page_name: 'ai_page', conversion_action: 'ai_inquiry', value: 50 }),
    );
    trackConversion('footer', 'email_subscription');
    expect(gtag).toHaveBeenLastCalledWith(
      'event',
      'conversion',
      expect.objectContaining({ value: 1 }),
    );
  });

  it('name form events form_{action}', () => {
    trackFormEvent('submit', { form: 'newsletter' });
    expect(gtag).toHaveBeenCalledWith('event', 'form_submit', { form: 'newsletter' });
    trackFormEvent('Error Validación');
    expect(gtag).toHaveBeenLastCalledWith('event', 'form_error_validaci_n', {});
  });

  it('send click_cta and error_occurred', () => {
    trackClickCta('agendar_consultoria_data_lake');
    expect(gtag).toHaveBeenCalledWith('event', 'click_cta', {
      cta_name: 'agendar_consultoria_data_lake',
    });
    trackError('x'.repeat(300), 'newsletter');
    const [, , params] = gtag.mock.lastCall as [string, string, { error_message: string }];
    expect(params.error_message).toHaveLength(150);
  });

  it('log a failing analytics function to the console and do not throw', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.gtag = () => {
      throw new Error('bloqueado por el navegador');
    };
    expect(() => trackClickCta('x')).not.toThrow();
    expect(trackClickCta('x')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
