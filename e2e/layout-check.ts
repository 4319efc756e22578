/**
 * What a visitor would call a broken layout, found by walking the rendered page: text that leaves
 * the nearest box it sits in (an element with a visible border or a background), text cut off by
 * a clipping ancestor or by the viewport's edges, and a page wider than the viewport.
 *
 * `findLayoutProblems` runs inside the page (`page.evaluate`), so it is self-contained.
 */
export interface LayoutProblem {
  kind: 'page-wider-than-viewport' | 'text-leaves-box' | 'text-clipped' | 'text-off-screen';
  text: string;
  /** The box or clipping element, as `tag.class.class`. */
  box?: string;
  /** How far the text's rectangle passes the edge, in CSS pixels (largest side). */
  overflow: number;
}

export function findLayoutProblems(): LayoutProblem[] {
  const TOLERANCE = 1;
  const problems: LayoutProblem[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;

  if (root.scrollWidth > viewportWidth + TOLERANCE) {
    problems.push({
      kind: 'page-wider-than-viewport',
      text: `${root.scrollWidth}px wide in a ${viewportWidth}px viewport`,
      overflow: root.scrollWidth - viewportWidth,
    });
  }

  const describe = (element: Element): string => {
    const classes = [...element.classList].slice(0, 4).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };

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

  /** Screen-reader-only text (clipped to nothing on purpose). */
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

    const report = (kind: LayoutProblem['kind'], element: Element | null, overflow: number) => {
      const key = `${kind}|${text}|${element ? describe(element) : ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      problems.push({
        kind,
        text: text.slice(0, 60),
        ...(element ? { box: describe(element) } : {}),
        overflow: Math.round(overflow),
      });
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
 * Scrolls through the page a screen at a time and, at each stop, lists the text that the
 * back-to-top button covers (the design: floating things never sit on text, at any width). Runs
 * inside the page, so it is self-contained. An article's floating chat button is not checked: below
 * about 900 px it still floats over the text (README, "Floating buttons").
 */
export async function findTextUnderBackToTop(threshold: number): Promise<string[]> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  const button = document.querySelector('.back-to-top');
  if (!button) return []; // /admin/ has its own lean shell
  const found: string[] = [];
  const step = Math.round(window.innerHeight * 0.75);
  let last = -1;
  for (let y = threshold + 100; y < document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await frame();
    await frame();
    // A short page stops short of y: past its end, or not far enough for the button to show.
    if (window.scrollY === last || window.scrollY <= threshold) break;
    last = window.scrollY;
    const area = button.getBoundingClientRect();
    if (getComputedStyle(button).visibility !== 'visible') {
      found.push(`hidden at ${Math.round(window.scrollY)}px of scroll`);
      continue;
    }
    const hits = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.x < area.right &&
      area.x < rect.right &&
      rect.y < area.bottom &&
      area.y < rect.bottom;
    // In the header's row (below 1280 px) the header hides what scrolls beneath it: only the
    // header's own text can be under the button there.
    const floating = getComputedStyle(button).position === 'fixed';
    const scope = floating ? document.body : (button.closest('header') ?? document.body);
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || button.contains(parent) || parent.closest('script, style')) continue;
      if (!hits(parent.getBoundingClientRect())) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(hits)) {
        found.push(`“${text.slice(0, 40)}” at ${Math.round(window.scrollY)}px of scroll`);
      }
    }
  }
  return found;
}
