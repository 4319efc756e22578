import { parseEmail } from '@/lib/email/address';
import { mailboxKey } from '@/lib/email/mailbox';

const key = (input: string) => {
  const email = parseEmail(input);
  if (!email) throw new Error(`not an address: ${input}`);
  return mailboxKey(email);
};

describe('the mailbox an address reaches', () => {
  it('folds case and a +tag, for every domain', () => {
    expect(key('Ana+1@Tienda.MX')).toBe('ana@tienda.mx');
    expect(key('ana+boletin+2@tienda.mx')).toBe('ana@tienda.mx');
    expect(key('ana@tienda.mx')).toBe('ana@tienda.mx');
  });

  it('folds dots only where the provider ignores them, and googlemail.com into gmail.com', () => {
    expect(key('a.n.a@gmail.com')).toBe('ana@gmail.com');
    expect(key('A.na+x@googlemail.com')).toBe('ana@gmail.com');
    expect(key('a.na@tienda.mx')).toBe('a.na@tienda.mx');
  });

  it('keeps a local part that only starts with +', () => {
    expect(key('+ana@tienda.mx')).toBe('+ana@tienda.mx');
  });

  it('writes a Unicode domain in ASCII, as the mail system does', () => {
    expect(key('josé@pañalería.mx')).toBe(`josé@${new URL('http://pañalería.mx/').hostname}`);
    expect(key('josé@pañalería.mx')).toMatch(/@xn--/);
    expect(key('josé@pañalería.mx')).toBe(key(`josé@${new URL('http://pañalería.mx/').hostname}`));
  });

  it('gives one key to every string of a +tag and dot flood to one inbox', () => {
    const flood = ['victima+1@gmail.com', 'v.ictima@gmail.com', 'VICTIMA+x@googlemail.com'];
    expect(new Set(flood.map(key))).toEqual(new Set(['victima@gmail.com']));
  });
});
