import { RENDER_ALL_CLASS } from '@/lib/layout/scroll';
import { IMAGE_ERROR_ATTR, IMAGE_FAILED_ATTR, IMAGE_FRAME_ATTR } from './image-failure';

/**
 * Where the visitor's theme choice is kept: 'light', 'dark', or 'system' / nothing. The boot
 * script below and next-themes (components/layout/theme-provider.tsx) read the same key, so a
 * choice saved before next-themes came back still holds.
 */
export const THEME_KEY = 'theme';

/**
 * An image that fails says so (spec §8, decision 14): one listener for the whole page, in the
 * capture phase (an image's error does not bubble), attached before any image is parsed, so it
 * sees failures before hydration and after a client-side navigation alike. It hides the image,
 * marks its box and reveals the message the server rendered in it: no framework code, no inline
 * event handler (the CSP forbids them), and no node React does not know of.
 */
const imageFailureScript = `addEventListener('error',function(e){var i=e.target,f=i&&i.tagName==='IMG'&&i.closest('[${IMAGE_FRAME_ATTR}]');if(!f||f.hasAttribute('${IMAGE_FAILED_ATTR}'))return;f.setAttribute('${IMAGE_FAILED_ATTR}','');i.style.visibility='hidden';var m=f.querySelector('[${IMAGE_ERROR_ATTR}]');if(m)m.hidden=false},true);`;

/**
 * A jump to a place on the page lands where that place really is: with an address that has a
 * #fragment, and before the jump of a link to a #fragment of this page, everything that is laid
 * out only near the viewport is rendered first (RENDER_ALL_CLASS, lib/layout/scroll.ts). Without
 * it, the paragraphs the jump passes would take their real height after it, moving the target.
 * Before any bundle, so it holds before hydration too.
 */
export const inPageJumpScript = `(function(){var d=document.documentElement;function r(){d.classList.add('${RENDER_ALL_CLASS}')}if(location.hash.length>1)r();addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href*="#"]');if(a&&a.hash&&a.pathname===location.pathname)r()},true)})();`;

/**
 * Runs in <head> before the first paint, before any bundle: the page's theme, with no framework,
 * so it is right at the first paint and follows the system and other tabs while the framework's
 * JavaScript is still on its way (next-themes takes over both once it has mounted, and its own
 * inline script, first in <body>, finds the class already right).
 * Drops a stored value that is neither light, dark nor system; then puts `dark` or `light` on
 * <html> from the stored choice, or from the system preference when there is none, and applies it
 * again when the system preference changes or another tab saves a choice. A class already right
 * is left alone, so nothing restyles the page when nothing changed. Storage may throw: then the
 * system preference applies. Before it, the image-failure listener and the in-page jumps above.
 */
export const bootScript = `${imageFailureScript}${inPageJumpScript}(function(){var d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');function c(){try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')return t;if(t&&t!=='system')localStorage.removeItem('${THEME_KEY}')}catch(e){}return m.matches?'dark':'light'}function a(){var k=c();d.classList.toggle('dark',k==='dark');d.classList.toggle('light',k==='light')}a();m.addEventListener('change',a);addEventListener('storage',function(e){if(e.key==='${THEME_KEY}'||e.key===null)a()})})()`;

/**
 * Runs first in /boletin/'s body, before any bundle: takes an email sign-in link's one-time code,
 * or a confirmation link's token (`confirmar`, lib/email/link-contract.ts), off the address bar
 * (kept for the page in `__hanzoEmailLink`, read by lib/email/link.ts), so analytics, a reload or
 * a shared screenshot never carries it.
 */
export const emailLinkScript = `try{if(/[?&](oobCode|confirmar)=/.test(location.search)){window.__hanzoEmailLink=location.href;history.replaceState(null,'',location.pathname)}}catch(e){}`;
