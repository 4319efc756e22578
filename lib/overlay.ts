/** sessionStorage key set once the loading overlay has been shown in this browser session. */
export const OVERLAY_SEEN_KEY = 'hanzo_overlay_seen';

/** The overlay stays this long after the critical logo has loaded (spec §9). */
export const OVERLAY_HOLD_MS = 800;

export const MIN_PROGRESS = 5;
export const MAX_PROGRESS = 100;

/** Progress bar width in percent, clamped between 5 and 100. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return MIN_PROGRESS;
  return Math.min(MAX_PROGRESS, Math.max(MIN_PROGRESS, value));
}

/** Loads an image; resolves true on success and false on failure (a failure counts as done). */
export function preloadImage(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

export const CRITICAL_IMAGE = '/logo.svg';
export const DECORATIVE_IMAGES = ['/illustrations/head-data.svg', '/illustrations/head-ai.svg'];
