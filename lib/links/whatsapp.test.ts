import { NEW_TAB_LINK, whatsappUrl } from '@/lib/links/whatsapp';

describe('whatsappUrl', () => {
  it('builds a wa.me link with the URL-encoded Spanish message', () => {
    const url = whatsappUrl('5215500000000', 'Hola, ¿me ayudan con mi análisis de datos & ventas?');
    expect(url).toBe(
      'https://wa.me/5215500000000?text=Hola%2C%20%C2%BFme%20ayudan%20con%20mi%20an%C3%A1lisis%20de%20datos%20%26%20ventas%3F',
    );
    expect(new URL(url).searchParams.get('text')).toBe(
      'Hola, ¿me ayudan con mi análisis de datos & ventas?',
    );
  });

  it('keeps only the digits of the phone number', () => {
    expect(whatsappUrl('+52 1 (55) 0000-0000', 'Hola')).toBe(
      'https://wa.me/5215500000000?text=Hola',
    );
  });

  it('omits the text parameter when there is no message', () => {
    expect(whatsappUrl('5215500000000', '  ')).toBe('https://wa.me/5215500000000');
  });

  it('opens other sites in a new tab without opener or referrer', () => {
    expect(NEW_TAB_LINK).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
