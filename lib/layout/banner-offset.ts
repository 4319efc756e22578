/**
 * The cookie banner's height while it shows, for the floating buttons that rise above it
 * (`.floating-action` in app/globals.css reads `--banner-height`). Each button sets it on its own
 * style: on <html>, an inherited custom property would restyle every element of the page.
 */
type Listener = () => void;

let height = 0;
const listeners = new Set<Listener>();

/** Publishes the banner's height in CSS pixels (0: no banner). */
export function setBannerHeight(px: number): void {
  if (px === height) return;
  height = px;
  listeners.forEach((listener) => listener());
}

export function readBannerHeight(): number {
  return height;
}

export function subscribeBannerHeight(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
