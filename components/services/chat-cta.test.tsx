import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aiPage, analysisPage, consultingPage, databasePage } from '@/content/services';
import { ChatCta } from './chat-cta';

const PHONE = '5215512345678';

function decodedMessage(link: HTMLElement): string | null {
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text');
}

describe('ChatCta', () => {
  let gtag: jest.Mock;
  beforeEach(() => {
    gtag = jest.fn();
    window.gtag = gtag;
  });
  afterEach(() => {
    delete window.gtag;
  });

  // Decision 13: the spec's words, each the whole accessible name of its button.
  it.each([
    ['Agenda tu consultoría gratuita', consultingPage.cta],
    ['Solicita más información', databasePage.cta],
    ['Solicita una demo', analysisPage.cta],
    ['Explora las posibilidades', aiPage.cta],
  ])('is named "%s", and says where it opens beside the name', (name, cta) => {
    render(<ChatCta cta={cta} phone={PHONE} />);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAccessibleName(name);
    expect(link).toHaveAccessibleDescription(cta.newTab ? '(se abre en una pestaña nueva)' : '');
    expect(cta.note).toMatch(/WhatsApp/);
  });

  it('records the consultation conversion and opens the chat in a new tab', async () => {
    render(<ChatCta cta={consultingPage.cta} phone={PHONE} />);
    const link = screen.getByRole('link', { name: 'Agenda tu consultoría gratuita' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5215512345678\?text=/);
    expect(decodedMessage(link)).toBe(consultingPage.cta.message);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(link);
    // The event catalogue loads on the first event measured (lib/analytics/measure.ts).
    await waitFor(() => expect(gtag).toHaveBeenCalled());
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', {
      page_name: 'consulting_page',
      conversion_action: 'consultation_request',
      value: 100,
      currency: 'USD',
    });
  });

  it('records the AI inquiry conversion', async () => {
    render(<ChatCta cta={aiPage.cta} phone={PHONE} />);
    fireEvent.click(screen.getByRole('link', { name: 'Explora las posibilidades' }));
    await waitFor(() => expect(gtag).toHaveBeenCalled());
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'conversion',
      expect.objectContaining({ page_name: 'ai_page', conversion_action: 'ai_inquiry' }),
    );
  });

  it.each([
    ['Solicita más información', databasePage.cta],
    ['Solicita una demo', analysisPage.cta],
  ])('makes "%s" a plain link to the chat', (label, cta) => {
    render(<ChatCta cta={cta} phone={PHONE} />);
    const link = screen.getByRole('link', { name: label });
    expect(decodedMessage(link)).toBe(cta.message);
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(gtag).not.toHaveBeenCalled();
  });
});
