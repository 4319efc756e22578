import { createHash, webcrypto } from 'node:crypto';
import { TextEncoder as NodeTextEncoder } from 'node:util';

import {
  EMAIL_MESSAGES,
  SUBSCRIBER_SOURCES,
  defaultPreferences,
  isValidEmail,
  normalizeEmail,
  subscriberId,
} from '@/lib/email/model';
import { RESUBSCRIBE, UNSUBSCRIBE, applyChange } from '@/lib/email/subscription';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('normalizeEmail', () => {
  it('trims surrounding whitespace and lowercases the address', () => {
    expect(normalizeEmail('  Ana.Perez@Ejemplo.MX \n')).toBe('ana.perez@ejemplo.mx');
    expect(normalizeEmail('\tQUIEN@DOMINIO.COM')).toBe('quien@dominio.com');
  });

  it('leaves an already normalised address unchanged', () => {
    expect(normalizeEmail('a@b.co')).toBe('a@b.co');
  });
});

describe('isValidEmail', () => {
  it('accepts text, an at sign, text, a dot and text', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('nombre.apellido@empresa.com.mx')).toBe(true);
  });

  it('accepts an address with surrounding spaces, judging it after normalisation', () => {
    expect(isValidEmail('  A@B.CO  ')).toBe(true);
  });

  it('rejects an empty or blank address', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('   ')).toBe(false);
  });

  it('rejects an address without an at sign', () => {
    expect(isValidEmail('sin-arroba')).toBe(false);
  });

  it('rejects a domain without a dot', () => {
    expect(isValidEmail('a@b')).toBe(false);
  });

  it('rejects whitespace inside the address', () => {
    expect(isValidEmail('a b@c.mx')).toBe(false);
  });

  it('rejects invisible characters that make a look-alike address (\\p{C})', () => {
    for (const hidden of ['\u200B', '\u00AD', '\u202E', '\u2060', '\u0000', '\uE000']) {
      expect(isValidEmail(`ana${hidden}@tienda.mx`)).toBe(false);
    }
    expect(isValidEmail('ana@tienda.mx')).toBe(true);
    // Letters beyond ASCII are not invisible: an internationalised address stays valid.
    expect(isValidEmail('josé@pañalería.mx')).toBe(true);
  });

  it.each([
    'Ana <ana@tienda.mx>',
    '<ana@tienda.mx>',
    'x<ana@tienda.mx>',
    'https://evil.example/x<ana@tienda.mx>',
    'ana@tienda.mx,',
    'ana@tienda.mx(comentario)',
    '"ana"@tienda.mx',
    'ana@tienda.mx;otro@tienda.mx',
    'ana:x@tienda.mx',
    'ana@[127.0.0.1]',
    'ana@tienda.mx.',
    'ana..lopez@tienda.mx',
    '.ana@tienda.mx',
    'ana@-tienda.mx',
    'ana@tienda.m',
    'ana@tienda.123',
  ])('rejects %j: only a plain address, nothing a mail header reads as something else', (input) => {
    expect(isValidEmail(input)).toBe(false);
  });

  it.each([
    "o'brien@tienda.mx",
    'ana+boletin@gmail.com',
    'a_b-c@sub.tienda.com.mx',
    'x@xn--80ak6aa92e.com',
  ])('accepts %j', (input) => {
    expect(isValidEmail(input)).toBe(true);
  });

  it('accepts 254 characters and rejects 255', () => {
    const domain = '@ejemplo.mx';
    const at254 = 'a'.repeat(254 - domain.length) + domain;
    const at255 = 'a'.repeat(255 - domain.length) + domain;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(at255)).toBe(false);
  });
});

describe('defaultPreferences', () => {
  it('keeps the newsletter on for every source', () => {
    for (const source of SUBSCRIBER_SOURCES) {
      expect(defaultPreferences(source).newsletter).toBe(true);
    }
  });

  // Service news is never chosen for the subscriber (decision 11).
  it.each([
    ['newsletter', false, false],
    ['comment', false, true],
    ['login', false, false],
    ['registration', false, false],
  ] as const)(
    'for source %s sets productUpdates %s and blogNotifications %s',
    (source, productUpdates, blogNotifications) => {
      expect(defaultPreferences(source)).toEqual({
        newsletter: true,
        productUpdates,
        blogNotifications,
      });
    },
  );
});

describe('EMAIL_MESSAGES', () => {
  it('holds the Spanish messages of the catalogue', () => {
    expect(EMAIL_MESSAGES).toEqual({
      invalid: 'Email inválido',
      duplicate: 'Email ya está suscrito',
      subscribeFailed: 'Error al suscribir email. Inténtalo de nuevo en un momento.',
      registerFailed: 'Error al registrar usuario',
    });
  });
});

describe('subscriberId', () => {
  beforeAll(() => {
    if (!globalThis.crypto?.subtle) {
      Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
    }
    if (typeof globalThis.TextEncoder === 'undefined') {
      Object.defineProperty(globalThis, 'TextEncoder', {
        configurable: true,
        value: NodeTextEncoder,
      });
    }
  });

  it('is the lowercase SHA-256 hex of the normalised email', async () => {
    const id = await subscriberId('a@b.co');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(sha256Hex('a@b.co'));
  });

  it('gives the same id for case and whitespace variants of an address', async () => {
    const variant = await subscriberId(' A@B.co ');
    expect(variant).toBe(await subscriberId('a@b.co'));
    expect(variant).toBe(sha256Hex('a@b.co'));
  });

  it('gives different ids for different addresses', async () => {
    expect(await subscriberId('uno@ejemplo.mx')).not.toBe(await subscriberId('dos@ejemplo.mx'));
  });

  it('hashes non-ASCII addresses as UTF-8', async () => {
    expect(await subscriberId('Peña@Ejemplo.MX')).toBe(sha256Hex('peña@ejemplo.mx'));
  });
});

describe('applyChange', () => {
  const subscription = {
    id: 'a',
    email: 'ana@example.com',
    source: 'newsletter',
    subscribedAt: '2026-01-01T00:00:00.000Z',
    active: true,
    confirmedAt: null,
    preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
    metadata: {},
  };

  it('unsubscribing turns every mailing off and keeps the record', () => {
    expect(applyChange(subscription, UNSUBSCRIBE)).toEqual({
      ...subscription,
      active: false,
      preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
    });
  });

  it('subscribing again turns the newsletter back on and leaves the other choices', () => {
    const left = applyChange(subscription, UNSUBSCRIBE);
    expect(applyChange(left, RESUBSCRIBE)).toEqual({
      ...left,
      active: true,
      preferences: { ...left.preferences, newsletter: true },
    });
  });

  it('changes one preference alone', () => {
    expect(
      applyChange(subscription, { preferences: { productUpdates: false } }).preferences,
    ).toEqual({ newsletter: true, productUpdates: false, blogNotifications: false });
  });
});
