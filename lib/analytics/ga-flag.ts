type FlagWindow = Window & Record<string, unknown>;

/**
 * Google's documented switch that stops the tag from measuring for one property. Apart from the
 * rest of consent mode (consent-mode.ts) because the analytics loader, in every page's first-load
 * script, needs only this.
 */
export function gaDisableFlag(measurementId: string): string {
  return `ga-disable-${measurementId}`;
}

export function disableAnalytics(measurementId: string): void {
  (window as FlagWindow)[gaDisableFlag(measurementId)] = true;
}
