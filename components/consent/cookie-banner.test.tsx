import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { clearConsent, resetConsentForTests, saveConsent } from '@/lib/analytics/cookie-choice';
import { CookieBanner } from './cookie-banner';

const GA_DISABLE = `ga-disable-${TEST_MEASUREMENT_ID}`;
type FlagWindow = Window & Record<string, unknown>;

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentForTests();
    delete (window as FlagWindow)[GA_DISABLE];
  });

  it('shows while nothing is stored, with links to both privacy notices', () => {
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    expect(screen.getByRole('region', { name: 'Tu privacidad es importante' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/privacidad\/?$/),
    );
    expect(screen.getByRole('link', { name: 'Privacy notice (English)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/privacy\/?$/),
    );
  });

  it('stores true and hides on accept', async () => {
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // Measurement is switched on and the queue holds consent granted plus the consent event.
    expect((window as FlagWindow)[GA_DISABLE]).toBe(false);
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(queued).toContainEqual([
      'event',
      'consent_update',
      { consent_type: 'analytics', granted: true },
    ]);
  });

  it('stores false, switches measurement off and hides on reject', async () => {
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    expect((window as FlagWindow)[GA_DISABLE]).toBe(true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hides on close without storing anything', async () => {
    const { unmount } = render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso de cookies' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    unmount();
    // The next page view asks again.
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    expect(screen.getByRole('region', { name: 'Tu privacidad es importante' })).toBeInTheDocument();
  });

  it('stays hidden once a choice is stored, and shows again for garbage', () => {
    localStorage.setItem('cookieConsent', 'false');
    const { unmount } = render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    localStorage.setItem('cookieConsent', 'quizás');
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('does not take the focus when it first shows', () => {
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    expect(screen.getByRole('heading', { name: 'Tu privacidad es importante' })).not.toHaveFocus();
  });

  it('shows again, with the focus on its title, when the stored choice is cleared', () => {
    localStorage.setItem('cookieConsent', 'true');
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => clearConsent());
    expect(screen.getByRole('region', { name: 'Tu privacidad es importante' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu privacidad es importante' })).toHaveFocus();
    act(() => saveConsent(false));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('comes back after being closed when the visitor asks to choose again', async () => {
    render(<CookieBanner measurementId={TEST_MEASUREMENT_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso de cookies' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => clearConsent());
    expect(screen.getByRole('region', { name: 'Tu privacidad es importante' })).toBeInTheDocument();
    // Closed again: it stays closed until the next request.
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso de cookies' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
