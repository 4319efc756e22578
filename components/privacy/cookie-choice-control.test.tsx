import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { privacyNotices } from '@/lib/legal/privacy';
import {
  CONSENT_STORAGE_KEY,
  resetConsentForTests,
  saveConsent,
} from '@/lib/analytics/cookie-choice';
import { CookieChoiceControl } from './cookie-choice-control';

type FlagWindow = Window & Record<string, unknown>;
const GA_DISABLE = `ga-disable-${TEST_MEASUREMENT_ID}`;
const spanish = privacyNotices.es.cookieChoice;
const english = privacyNotices.en.cookieChoice;

describe('CookieChoiceControl', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentForTests();
    delete (window as FlagWindow)[GA_DISABLE];
    document.cookie = '_ga=; Max-Age=0; Path=/';
  });

  it('shows the current choice and follows changes', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
    render(<CookieChoiceControl text={spanish} />);
    expect(screen.getByText(spanish.accepted)).toBeInTheDocument();
    act(() => saveConsent(false));
    expect(screen.getByText(spanish.rejected)).toBeInTheDocument();
  });

  it('clears the choice, stops measurement, deletes the cookies and says the banner is back', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
    document.cookie = '_ga=GA1.1.1; Path=/';
    render(<CookieChoiceControl text={spanish} />);
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: spanish.button }));

    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect((window as FlagWindow)[GA_DISABLE]).toBe(true);
    expect(document.cookie).not.toContain('_ga');
    expect(screen.getByText(spanish.undecided)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(String(spanish.reopened[0]));

    // Once the visitor chooses again, the message has done its job.
    act(() => saveConsent(true));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText(spanish.accepted)).toBeInTheDocument();
  });

  it('marks the Spanish button labels inside the English message', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'false');
    render(<CookieChoiceControl text={english} />);
    await userEvent.click(screen.getByRole('button', { name: english.button }));
    const status = screen.getByRole('status');
    const spanishWords = Array.from(
      status.querySelectorAll('[lang="es-MX"]'),
      (el) => el.textContent,
    );
    expect(spanishWords).toEqual(['“Aceptar”', '“Rechazar”']);
    expect(status).toHaveTextContent(/the cookie banner is open again/);
  });
});
