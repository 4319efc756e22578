/**
 * The loading overlay (spec §4, decision 6: docs/decisions.md) runs on the page's own clock: its
 * styles and its script are inline in every exported page (hashed in the page's CSP), so it shows
 * with the first paint and clears on schedule however late the framework's JavaScript arrives.
 * React renders its markup and never touches it again; the state lives in a class on <html>.
 */

/** sessionStorage key set when the overlay is shown: it shows once per browser session. */
export const OVERLAY_SEEN_KEY = 'hanzo_overlay_seen';

/**
 * The overlay is gone this long after its first frame, its fade included (spec §9's 0.8 s;
 * decision 6: it never hides a painted page for longer). Counting the fade inside the 0.8 s keeps
 * the page visible within 1.0 s of its first contentful paint however close that paint falls to
 * the overlay's first frame: with the fade after the hold, the overlay cleared 1.0 s after its
 * clock started, and a first paint in that same frame left no margin (docs/performance.md).
 */
export const OVERLAY_HOLD_MS = 800;

/** Its fade, on the compositor (opacity only), the last part of the hold. */
export const OVERLAY_FADE_MS = 200;

/** The progress bar starts at 5 % of its width and fills to 100 % (spec §4). */
export const MIN_PROGRESS = 5;

/** Preloaded once the overlay has gone (spec §4): the two decorative head illustrations. */
export const DECORATIVE_IMAGES = ['/illustrations/head-data.svg', '/illustrations/head-ai.svg'];

/** The class on <html> while the overlay is up. */
export const OVERLAY_ON_CLASS = 'overlay-on';

/**
 * What the overlay's Tailwind classes (its look, in the critical CSS) cannot say: it is shown
 * only while the inline script has put `overlay-on` on <html> (so never without JavaScript, and
 * not when React renders the markup on a client-side navigation), with its own keyframes, which
 * must be in the first response (the stylesheet's arrive later on a slow network). The logo is
 * requested first in the body, so it is ready at the first paint and the hold starts there.
 * The fade animates opacity alone, so the compositor runs it while the main thread is busy
 * hydrating; hiding it from pointers is a second animation (one that mixed the two would run on
 * the main thread, seconds late on a slow phone). Reduced motion: the site's global rule (in the
 * critical CSS) makes every animation instant, so the bar is full and still, and the overlay goes
 * after the hold without a fade.
 */
const seconds = (ms: number) => `${ms / 1000}s`;

export const overlayStyles =
  `.${OVERLAY_ON_CLASS} #loading-overlay{display:flex;animation:overlay-out ${seconds(OVERLAY_FADE_MS)} ${seconds(OVERLAY_HOLD_MS - OVERLAY_FADE_MS)} forwards,overlay-off 0s ${seconds(OVERLAY_HOLD_MS)} forwards}` +
  `#loading-overlay>div>div{transform-origin:0;animation:overlay-fill .4s both}` +
  `@keyframes overlay-fill{from{transform:scaleX(${MIN_PROGRESS / 100})}}` +
  `@keyframes overlay-out{to{opacity:0}}@keyframes overlay-off{to{visibility:hidden}}`;

/** Events that dismiss the overlay at once: any key, tap or click (pointerdown), wheel, scroll. */
export const DISMISS_EVENTS = ['keydown', 'pointerdown', 'wheel', 'scroll'];

/**
 * The overlay's inline script, run right after its markup, before the first paint. Shows the
 * overlay on the first full load of a browser session only (no storage, no overlay: it could not
 * be remembered), ends it when its fade ends or at the visitor's first input, then preloads the
 * decorative images. The `overlay-gone` user timing is when the page became visible: the bench
 * reads it. A string, not a serialised function (a compiler's helpers would not be in the page),
 * written short: it travels in every page and in the first-load JavaScript.
 */
export const overlayScript =
  '(function(k,c,e,m){' +
  // <html>, whose class shows the overlay, and the overlay itself.
  "var h=document.documentElement,o=document.getElementById('loading-overlay');" +
  // Once per session; without storage it could not be remembered, so it does not show.
  "try{if(!o||sessionStorage.getItem(k)=='1')return;sessionStorage.setItem(k,'1')}catch(x){return}" +
  // The end: hide it, mark the moment, stop listening, preload the illustrations.
  "function d(){if(h.classList.contains(c)){h.classList.remove(c);performance.mark('overlay-gone');" +
  'e.forEach(function(n){removeEventListener(n,d,!0)});m.forEach(function(s){new Image().src=s})}}' +
  'e.forEach(function(n){addEventListener(n,d,{capture:!0,passive:!0})});' +
  "o.addEventListener('animationend',function(v){v.animationName=='overlay-out'&&d()});" +
  `h.classList.add(c)})(${[OVERLAY_SEEN_KEY, OVERLAY_ON_CLASS, DISMISS_EVENTS, DECORATIVE_IMAGES].map((value) => JSON.stringify(value)).join(',')})`;
