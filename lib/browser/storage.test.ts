import { readStored, removeStored, writeStored } from '@/lib/browser/storage';

describe('browser storage', () => {
  it('reads, writes and removes values', () => {
    expect(writeStored('hanzo_prueba', 'valor')).toBe(true);
    expect(readStored('hanzo_prueba')).toBe('valor');
    removeStored('hanzo_prueba');
    expect(readStored('hanzo_prueba')).toBeNull();
    expect(writeStored('hanzo_sesion', '1', 'sessionStorage')).toBe(true);
    expect(readStored('hanzo_sesion', 'sessionStorage')).toBe('1');
  });

  it('returns null and false instead of throwing when storage fails', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    try {
      expect(readStored('cookieConsent')).toBeNull();
      expect(writeStored('cookieConsent', 'true')).toBe(false);
      expect(() => removeStored('cookieConsent')).not.toThrow();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
