/**
 * The page walker: what a visitor would call a broken layout, found by walking the rendered
 * page's text, and by walking down the page itself:
 * - `check: 'layout'` (scope: the body): text that leaves the nearest box it sits in (an element
 *   with a visible border or a background), text cut off by a clipping ancestor or by the
 *   viewport's edges, and a page wider than the viewport;
 * - `check: 'covered'` (scope: some elements, e.g. the floating buttons): the visible text they
 *   cover where the page is scrolled now;
 * - `check: 'scroll'` (scope: the body): scrolls down the page a whole screen at a time to its
 *   very end (lazy pictures load, reveals run), and lists only the frames the page did not draw;
 * - `check: { scrollThreshold }` (scope: the body): the same walk, listing at each stop the text
 *   covered by anything that stays put while the page scrolls, and back to top hidden past
 *   `scrollThreshold`. One call for the whole page: a round trip per stop cost seconds per route
 *   in the sweep.
 *
 * One function, so its helpers (screen-reader-only text, how an element is named, the walk) exist
 * once; it runs inside the page: `locator.evaluate(findTextProblems, 'layout')` or
 * `locator.evaluateAll(findTextProblems, 'covered')`. Returns one readable line per problem.
 */
export function findTextProblems(
  scope: Element | Element[],
  check: string | { scrollThreshold: number }, // 'layout', 'covered', 'scroll' or the covered walk
): string[] | Promise<string[]> {
  const describe = (element: Element): string => {
    const classes = [...element.classList].slice(0, 4).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };

  /** Screen-reader-only text (the skip link until it takes focus), clipped to nothing on purpose. */
  const isVisuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      // A 1 px clipping box (the newsletter form's honeypot field, placed off screen).
      const { width, height } = node.getBoundingClientRect();
      if ((width <= 1 || height <= 1) && style.overflow !== 'visible') return true;
    }
    return false;
  };

  const elements = Array.isArray(scope) ? scope : [scope];
  if (typeof check === 'object') return coveredWhileScrolling(check.scrollThreshold);
  if (check === 'scroll') return walkDown(null);
  return check === 'layout' ? layoutProblems() : elements.flatMap(textUnder);

  function layoutProblems(): string[] {
    const TOLERANCE = 1;
    const problems: string[] = [];
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;

    if (root.scrollWidth > viewportWidth + TOLERANCE) {
      problems.push(
        `page-wider-than-viewport: ${root.scrollWidth}px wide in a ${viewportWidth}px viewport`,
      );
    }

    const isTransparent = (color: string): boolean =>
      color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);

    const isBox = (style: CSSStyleDeclaration): boolean => {
      if (style.backgroundImage !== 'none' || !isTransparent(style.backgroundColor)) return true;
      return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          parseFloat(style[`border${side}Width`]) > 0 &&
          style[`border${side}Style`] !== 'none' &&
          !isTransparent(style[`border${side}Color`]),
      );
    };

    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const clips = (value: string) => value === 'hidden' || value === 'clip';

    const overflowOf = (rect: DOMRect, box: DOMRect): number =>
      Math.max(
        box.left - rect.left,
        rect.right - box.right,
        box.top - rect.top,
        rect.bottom - box.bottom,
      );

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, noscript, template, title')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (isVisuallyHidden(parent)) continue;

      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;

      // Intentional truncation: an ellipsis or a line clamp on the way up.
      let truncated = false;
      let box: Element | null = null;
      let insideScroller = false;
      const clippers: Element[] = [];
      for (
        let element: Element | null = parent;
        element && element !== document.body;
        element = element.parentElement
      ) {
        const style = getComputedStyle(element);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') truncated = true;
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) {
          // Text may scroll out of a scrolling region: only what is outside it is checked.
          insideScroller = true;
          break;
        }
        if (!box && isBox(style)) box = element;
        if (clips(style.overflowX) || clips(style.overflowY)) clippers.push(element);
      }
      if (truncated || insideScroller) continue;

      const report = (kind: string, element: Element | null, overflow: number) => {
        const key = `${kind}|${text}|${element ? describe(element) : ''}`;
        if (seen.has(key)) return;
        seen.add(key);
        const box = element ? ` in ${describe(element)}` : '';
        problems.push(`${kind}: “${text.slice(0, 60)}”${box} (${Math.round(overflow)}px)`);
      };

      for (const rect of rects) {
        if (box) {
          const overflow = overflowOf(rect, box.getBoundingClientRect());
          if (overflow > TOLERANCE) report('text-leaves-box', box, overflow);
        }
        for (const clipper of clippers) {
          const overflow = overflowOf(rect, clipper.getBoundingClientRect());
          if (overflow > TOLERANCE) report('text-clipped', clipper, overflow);
        }
        const offScreen = Math.max(-rect.left, rect.right - viewportWidth);
        if (offScreen > TOLERANCE) report('text-off-screen', null, offScreen);
      }
    }
    return problems;
  }

  /**
   * The visible text an element covers, its own text excluded (the design: floating things never
   * sit on text, at any width).
   *
   * Two kinds of covering are by design:
   * - a band across the whole width at the top or bottom of the screen (the site header, an
   *   article's chat bar on a phone) hides what scrolls beneath it like the screen's edge does; the
   *   page keeps room for it where it cannot scroll further, so a top band is checked only at the
   *   top of the page and a bottom band only at its end;
   * - the fixed site header hides what scrolls beneath it: an element inside it (back to top,
   *   below 1280 px) can cover only the header's own text, and the part of any other element
   *   that has scrolled beneath it covers nothing.
   */
  function textUnder(element: Element): string[] {
    const root = document.documentElement;
    const atTop = window.scrollY <= 0;
    const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
    const header = document.querySelector('body > header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const found: string[] = [];
    const area = element.getBoundingClientRect();
    const fullWidth = area.left <= 0 && area.right >= root.clientWidth - 1;
    if (fullWidth && area.top <= 0 && !atTop) return found;
    if (fullWidth && area.bottom >= window.innerHeight - 1 && !atEnd) return found;
    const inHeader = header !== null && element !== header && header.contains(element);
    // What the header hides of something else (a sticky table of contents scrolling away under
    // it) covers nothing.
    const top = inHeader || element === header ? area.top : Math.max(area.top, headerBottom);
    if (top >= area.bottom) return found;
    const searched = inHeader ? header : document.body;
    const hits = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.x < area.right &&
      area.x < rect.right &&
      rect.y < area.bottom &&
      top < rect.bottom;
    const walker = document.createTreeWalker(searched, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text || !parent || element.contains(parent)) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      if (!hits(parent.getBoundingClientRect())) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (isVisuallyHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(hits)) {
        found.push(
          `${describe(element)} covers “${text.slice(0, 40)}” at ${Math.round(window.scrollY)}px of scroll`,
        );
      }
    }
    return found;
  }

  /** The next frame; false when none comes within 1 s (a hidden or stalled page draws none). */
  function nextFrame(): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 1_000);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** The task after the next frame: that frame's intersection observers have run by then. */
  async function afterFrame(): Promise<boolean> {
    const drew = await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return drew;
  }

  /**
   * Scrolls to the very end and calls `atStop` at each stop once two frames have drawn the
   * scroll's effects (back to top, sticky bars), three quarters of a screen at a time so each
   * stop overlaps the last. Without `atStop` (the walk that only brings everything into view),
   * a whole screen at a time, each stop left once the frame that saw it has run its
   * intersection observers. A frame that does not come within 1 s is reported, and the fourth
   * ends the walk: a page that draws no frame would hold it for good.
   */
  async function walkDown(atStop: ((scrollY: number) => void) | null): Promise<string[]> {
    const found: string[] = [];
    const step = Math.round(window.innerHeight * (atStop ? 0.75 : 1));
    let missed = 0;
    for (let y = 0, last = -1; missed <= 3; y += step) {
      window.scrollTo(0, y);
      const frames = atStop ? [await nextFrame(), await nextFrame()] : [await afterFrame()];
      for (const drew of frames) {
        if (drew) continue;
        missed += 1;
        found.push(`no frame drawn within 1 s at ${Math.round(window.scrollY)}px of scroll`);
      }
      const scrollY = Math.round(window.scrollY);
      if (scrollY === last) break; // the page ended before y
      last = scrollY;
      atStop?.(scrollY);
    }
    return found;
  }

  /**
   * The text covered by what stays put on screen while the page scrolls under it: fixed or sticky
   * elements and the floating buttons (back to top is one of the header's icon buttons below
   * 1280 px), outermost only, laid out and visible in the viewport. The loading overlay and the
   * cookie banner cover the page by design and are left out. Positions do not change with
   * scrolling, so the candidates are found once.
   */
  async function coveredWhileScrolling(threshold: number): Promise<string[]> {
    const EXEMPT = '#loading-overlay, [data-testid="cookie-banner"]';
    const candidates: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(EXEMPT)) continue;
      const floating = element.matches('.floating-action');
      if (!floating && candidates.some((outer) => outer.contains(element))) continue;
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky' || floating) candidates.push(element);
    }
    const onScreen = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        return false;
      }
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < window.innerHeight &&
        rect.left < window.innerWidth
      );
    };
    const found: string[] = [];
    const frames = await walkDown((scrollY) => {
      const backToTop = document.querySelector('.back-to-top');
      if (
        backToTop &&
        scrollY > threshold &&
        getComputedStyle(backToTop).visibility !== 'visible'
      ) {
        found.push(`back to top hidden at ${scrollY}px of scroll`);
      }
      for (const element of candidates) {
        if (element.isConnected && onScreen(element)) found.push(...textUnder(element));
      }
    });
    return [...frames, ...found];
  }
}
