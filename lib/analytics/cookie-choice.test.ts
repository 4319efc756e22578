import {
  CONSENT_STORAGE_KEY,
  clearConsent,
  readConsent,
  readConsentRevision,
  resetConsentForTests,
  saveConsent,
  subscribeConsent,
} from '@/lib/analytics/cookie-choice';

function breakLocalStorage(): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('bloqueado', 'SecurityError');
    },
  });
  return () => {
    if (original) Object.defineProperty(window, 'localStorage', original);
  };
}

describe('consent storage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentForTests();
  });

  it('is undecided while nothing is stored', () => {
    expect(readConsent()).toBeNull();
  });

  it('stores "true" on accept and "false" on reject', () => {
    saveConsent(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect(readConsent()).toBe(true);
    saveConsent(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    expect(readConsent()).toBe(false);
  });

  it('treats a stored value that is not true/false as undecided', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{{roto');
    expect(readConsent()).toBeNull();
  });

  it('survives a storage that throws, keeping the choice for this visit', () => {
    const restore = breakLocalStorage();
    try {
      expect(readConsent()).toBeNull();
      expect(() => saveConsent(true)).not.toThrow();
      expect(readConsent()).toBe(true);
    } finally {
      restore();
    }
  });

  it('notifies subscribers of changes in this tab and in other tabs', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent(false);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveConsent(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears a stored choice, so the banner asks again, and tells subscribers', () => {
    saveConsent(true);
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    expect(readConsentRevision()).toBe(0);
    clearConsent();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(readConsent()).toBeNull();
    expect(readConsentRevision()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    clearConsent();
    expect(readConsentRevision()).toBe(2);
    unsubscribe();
  });

  it('clears the in-memory choice too when storage throws', () => {
    const restore = breakLocalStorage();
    try {
      saveConsent(false);
      expect(readConsent()).toBe(false);
      expect(() => clearConsent()).not.toThrow();
      expect(readConsent()).toBeNull();
    } finally {
      restore();
    }
  });
});
