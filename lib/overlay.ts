/**
 * The loading overlay (spec §4, decision 6) runs on the page's own clock: its styles and its
 * script are inline in every exported page (hashed in the page's CSP), so it shows with the first
 * paint and clears on schedule however late the framework's JavaScript arrives. React renders its
 * markup and never touches it again; the state lives in a class on <html>.
 */

/** sessionStorage key set when the overlay is shown: it shows once per browser session. */
export const OVERLAY_SEEN_KEY = 'hanzo_overlay_seen';

/** The overlay stays this long after the critical logo is ready (spec §9). */
export const OVERLAY_HOLD_MS = 800;

/** Its fade, on the compositor (opacity only), after the hold. */
export const OVERLAY_FADE_MS = 200;

/** The progress bar starts at 5 % of its width and fills to 100 % (spec §4). */
export const MIN_PROGRESS = 5;

/** Preloaded once the overlay has gone (spec §4): the two decorative head illustrations. */
export const DECORATIVE_IMAGES = ['/illustrations/head-data.svg', '/illustrations/head-ai.svg'];

/** The class on <html> while the overlay is up. */
export const OVERLAY_ON_CLASS = 'overlay-on';

/**
 * Hidden unless the inline script put `overlay-on` on <html> while the page was parsed: without
 * JavaScript it never shows, and when React renders the markup on a client-side navigation it
 * stays hidden. The logo is inline SVG, ready at the first paint, so the bar fills at once and
 * the hold starts with the first frame. Reduced motion: the bar is full and still, and the
 * overlay goes after the hold without a fade.
 */
export const overlayStyles =
  `#loading-overlay{display:none}` +
  `.${OVERLAY_ON_CLASS} #loading-overlay{position:fixed;inset:0;z-index:100;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;background:var(--canvas);animation:overlay-out ${OVERLAY_FADE_MS}ms linear ${OVERLAY_HOLD_MS}ms forwards}` +
  `#loading-overlay svg{width:4.5rem;height:4.5rem}` +
  `.overlay-bar{width:13rem;height:.375rem;overflow:hidden;border-radius:9999px;background:var(--line)}` +
  `.overlay-bar>div{height:100%;border-radius:9999px;background:#d65a22;transform-origin:left;animation:overlay-fill .4s ease-out both}` +
  `#loading-overlay p{margin:0;font-size:.875rem;line-height:1.25rem;font-weight:500;color:var(--ink-muted)}` +
  `@keyframes overlay-fill{from{transform:scaleX(${MIN_PROGRESS / 100})}to{transform:none}}` +
  `@keyframes overlay-out{to{opacity:0;visibility:hidden}}` +
  `@media (prefers-reduced-motion:reduce){.${OVERLAY_ON_CLASS} #loading-overlay{animation-duration:0s}.overlay-bar>div{animation:none}}`;

/** Events that dismiss the overlay at once: any key, tap, click, wheel or scroll. */
export const DISMISS_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'];

/**
 * The overlay's inline script, run right after its markup, before the first paint. Shows the
 * overlay on the first full load of a browser session only (no storage, no overlay: it could not
 * be remembered), ends it when its fade ends or at the visitor's first input, then preloads the
 * decorative images. A string, not a serialised function: a compiler's helpers would not be in
 * the page.
 */
export const overlayScript = `(function (key, onClass, events, images) {
  var root = document.documentElement, overlay = document.getElementById('loading-overlay');
  try {
    if (!overlay || sessionStorage.getItem(key) === '1') return;
    sessionStorage.setItem(key, '1');
  } catch (error) {
    return;
  }
  function end() {
    if (!root.classList.contains(onClass)) return;
    root.classList.remove(onClass);
    events.forEach(function (name) { removeEventListener(name, end, true); });
    images.forEach(function (src) { new Image().src = src; });
  }
  events.forEach(function (name) { addEventListener(name, end, { capture: true, passive: true }); });
  overlay.addEventListener('animationend', function (event) {
    if (event.animationName === 'overlay-out') end();
  });
  root.classList.add(onClass);
})(${[OVERLAY_SEEN_KEY, OVERLAY_ON_CLASS, DISMISS_EVENTS, DECORATIVE_IMAGES].map((value) => JSON.stringify(value)).join(',')});`.replace(
  /\s*\n\s*/g,
  '',
);
