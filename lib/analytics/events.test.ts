import {
  CONVERSION_VALUES,
  MAX_ERRORS_PER_PAGE,
  resetErrorLimitForTests,
  scrubErrorMessage,
  sendEvent,
  trackClickCta,
  trackContact,
  trackConversion,
  trackError,
  trackFormEvent,
  trackPageView,
  trackPerformanceMetric,
  trackShare,
} from '@/lib/analytics/events';

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
    resetErrorLimitForTests();
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

describe('error_occurred', () => {
  let gtag: jest.Mock;
  const sentMessages = () =>
    gtag.mock.calls
      .filter((call) => call[1] === 'error_occurred')
      .map((call) => (call[2] as { error_message: string }).error_message);

  beforeEach(() => {
    gtag = jest.fn();
    window.gtag = gtag;
    resetErrorLimitForTests();
  });

  afterEach(() => {
    delete window.gtag;
  });

  it('replaces email addresses', () => {
    expect(scrubErrorMessage('No se pudo suscribir a Ana.Perez+news@Empresa.com.mx')).toBe(
      'No se pudo suscribir a [email]',
    );
    expect(scrubErrorMessage('Error: "a@b.co" y (luis@hanzo.mx)')).toBe(
      'Error: "[email]" y ([email])',
    );
  });

  it('removes the query string and fragment of URLs and paths, and keeps the rest', () => {
    expect(
      scrubErrorMessage(
        'Falló https://hanzo.mx/blog/?q=mi%20empresa&t=1#arriba y /admin/?token=abc',
      ),
    ).toBe('Falló https://hanzo.mx/blog/ y /admin/');
    expect(scrubErrorMessage('at https://hanzo.mx/_next/static/chunks/a.js?v=3:10:5')).toBe(
      'at https://hanzo.mx/_next/static/chunks/a.js',
    );
    // A question mark in plain text is not a query string.
    expect(scrubErrorMessage('¿Qué pasó? Nada grave.')).toBe('¿Qué pasó? Nada grave.');
  });

  it('cuts the message to 150 characters after scrubbing', () => {
    const long = `${'a'.repeat(140)} correo@ejemplo.mx ${'b'.repeat(200)}`;
    const scrubbed = scrubErrorMessage(long);
    expect(scrubbed).toHaveLength(150);
    expect(scrubbed).toContain('[email]');
    expect(scrubbed).not.toContain('@');
  });

  it('sends a scrubbed message with its context', () => {
    expect(trackError('Falló para ana@empresa.mx en /blog/?q=x', 'uncaught_error')).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'error_occurred', {
      error_message: 'Falló para [email] en /blog/',
      context: 'uncaught_error',
    });
  });

  it(`sends at most ${MAX_ERRORS_PER_PAGE} per page load`, () => {
    const results = Array.from({ length: 8 }, (_, index) => trackError(`error ${index}`, 'test'));
    expect(results).toEqual([true, true, true, true, true, false, false, false]);
    expect(sentMessages()).toEqual(['error 0', 'error 1', 'error 2', 'error 3', 'error 4']);
  });

  it('does not count errors that could not be sent', () => {
    delete window.gtag;
    for (let index = 0; index < MAX_ERRORS_PER_PAGE; index += 1) trackError('sin gtag', 'test');
    window.gtag = gtag;
    expect(trackError('ya con gtag', 'test')).toBe(true);
  });
});

describe('performance_metric', () => {
  let gtag: jest.Mock;

  beforeEach(() => {
    gtag = jest.fn();
    window.gtag = gtag;
  });

  afterEach(() => {
    delete window.gtag;
  });

  it('sends the metric name, value, rating, page path and navigation type', () => {
    trackPerformanceMetric({
      name: 'LCP',
      value: 1834.6,
      rating: 'good',
      pagePath: '/servicios/consultoria/',
      navigationType: 'navigate',
      id: 'v6-1',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'performance_metric', {
      metric_name: 'LCP',
      value: 1835,
      metric_rating: 'good',
      page_path: '/servicios/consultoria/',
      navigation_type: 'navigate',
      metric_id: 'v6-1',
    });
  });

  it('keeps the decimals of CLS, a score rather than milliseconds', () => {
    trackPerformanceMetric({
      name: 'CLS',
      value: 0.04567,
      rating: 'good',
      pagePath: '/',
      navigationType: 'reload',
    });
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'performance_metric',
      expect.objectContaining({ metric_name: 'CLS', value: 0.0457 }),
    );
  });
});
