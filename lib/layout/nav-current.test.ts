import { currentState } from './nav-current';

describe('currentState', () => {
  it('marks the link to the page on screen, with or without a trailing slash', () => {
    expect(currentState('/blog/', '/blog/')).toBe('page');
    expect(currentState('/blog', '/blog/')).toBe('page');
    expect(currentState('/servicios/analisis/', '/servicios/analisis/')).toBe('page');
    expect(currentState('/', '/')).toBe('page');
  });

  it('marks a section link on the pages inside it', () => {
    expect(currentState('/blog/inteligencia-artificial/', '/blog/')).toBe('true');
    expect(currentState('/blog/analisis-de-datos/kpis/', '/blog/')).toBe('true');
  });

  it('leaves other links alone', () => {
    expect(currentState('/blog/', '/')).toBeUndefined();
    expect(currentState('/blogger/', '/blog/')).toBeUndefined();
    expect(currentState('/servicios/analisis/', '/servicios/consultoria/')).toBeUndefined();
    expect(currentState(null, '/blog/')).toBeUndefined();
  });

  it('ignores the query and the fragment', () => {
    expect(currentState('/blog/?q=datos', '/blog/')).toBe('page');
    expect(currentState('/privacidad/#derechos', '/privacidad/')).toBe('page');
  });
});
