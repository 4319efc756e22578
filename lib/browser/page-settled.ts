type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the page has loaded and the browser is idle (at most `timeout` ms after the
 * load event), for work the first screen does not need: it then never competes with the page's own
 * requests and first paints. Returns a function that cancels it.
 */
export function afterPageSettles(callback: () => void, timeout = 2000): () => void {
  const idleWindow = window as IdleWindow;
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (idleWindow.requestIdleCallback) {
      const handle = idleWindow.requestIdleCallback(callback, { timeout });
      cancelIdle = () => idleWindow.cancelIdleCallback?.(handle);
    } else {
      const timer = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
