export function stylesheetForPage(css: string, href: string): string;
export function blockingStylesheetLinks(html: string): string[];
export function inlineStylesheets(
  html: string,
  read: (href: string) => string,
): { html: string; count: number };
