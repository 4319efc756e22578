import { inPageJumpScript } from '@/lib/browser/boot-script';
import { RENDER_ALL_CLASS } from '@/lib/layout/scroll';

/** Runs the boot script's in-page jump part as the page would, in <head>. */
const boot = () => new Function(inPageJumpScript)();
const renderedAll = () => document.documentElement.classList.contains(RENDER_ALL_CLASS);

describe('in-page jumps', () => {
  beforeEach(() => {
    document.documentElement.classList.remove(RENDER_ALL_CLASS);
    window.history.replaceState(null, '', '/blog/un-articulo/');
  });

  it('renders everything at once for an address with a #fragment', () => {
    window.history.replaceState(null, '', '/blog/un-articulo/#mito-3');
    boot();
    expect(renderedAll()).toBe(true);
  });

  it('leaves the page deferred without one, until a link to a place on this page is clicked', () => {
    boot();
    expect(renderedAll()).toBe(false);
    document.body.innerHTML =
      '<a id="otra" href="/servicios/#contacto">Otra página</a>' +
      '<a id="aqui" href="#boletin"><span>Boletín</span></a>';
    document.getElementById('otra')!.click();
    expect(renderedAll()).toBe(false);
    // A click on the link's text reaches the link too.
    document.querySelector('#aqui span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(renderedAll()).toBe(true);
  });
});
