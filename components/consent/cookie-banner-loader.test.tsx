import { act, render, screen } from '@testing-library/react';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { clearConsent, resetConsentForTests, saveConsent } from '@/lib/analytics/cookie-choice';
import { CookieBannerLoader } from './cookie-banner-loader';

describe('CookieBannerLoader', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentForTests();
  });

  it('loads and shows the banner while the visitor has not chosen', async () => {
    render(<CookieBannerLoader measurementId={TEST_MEASUREMENT_ID} />);
    expect(
      await screen.findByRole('region', { name: 'Tu privacidad es importante' }),
    ).toBeInTheDocument();
  });

  it('renders nothing for a visitor who has chosen, until the choice is cleared', async () => {
    saveConsent(false);
    const { container } = render(<CookieBannerLoader measurementId={TEST_MEASUREMENT_ID} />);
    expect(container).toBeEmptyDOMElement();
    act(() => clearConsent());
    expect(
      await screen.findByRole('region', { name: 'Tu privacidad es importante' }),
    ).toBeInTheDocument();
  });
});
