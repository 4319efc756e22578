/** @jest-environment node */
import { clientKey } from './client';

describe('who asks for a link', () => {
  it("is the last address of X-Forwarded-For: Google's view, not what the caller wrote", () => {
    expect(clientKey({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' } })).toBe(
      '203.0.113.9',
    );
    expect(clientKey({ headers: { 'x-forwarded-for': ['9.9.9.9', '198.51.100.7'] } })).toBe(
      '198.51.100.7',
    );
  });

  it("falls back on the request's own address, an IPv4 one unmapped from IPv6", () => {
    expect(clientKey({ headers: {}, ip: '::ffff:192.0.2.1' })).toBe('192.0.2.1');
  });

  it('counts an IPv6 caller as its /64, however it writes the address', () => {
    const a = clientKey({ ip: '2001:db8:0:1:aaaa::1' });
    const b = clientKey({ ip: '2001:0db8:0000:0001:ffff:ffff:ffff:ffff' });
    expect(a).toBe('2001:db8:0:1::/64');
    expect(b).toBe(a);
    expect(clientKey({ ip: '2001:db8::5' })).toBe('2001:db8:0:0::/64');
  });

  it('knows nobody when no address is given or it is not an address', () => {
    expect(clientKey(undefined)).toBeNull();
    expect(clientKey({ headers: { 'x-forwarded-for': 'no-es-ip' } })).toBeNull();
  });
});
