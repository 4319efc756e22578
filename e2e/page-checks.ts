/**
 * What a page may not do, checked while a test drives it:
 * - report a Content-Security-Policy violation, send a request off the site, log a console error
 *   or throw (`watchPage`: the one set of listeners; the sweep watches every route with them, and
 *   every test gets them as fixtures, fixtures.ts);
 * - run without both of its policies (`policyProblems`), or break an axe rule (`axeViolations`).
 */
import axe, { type RunOptions } from 'axe-core';
import { type BrowserContext, type Page, type Response, expect } from '@playwright/test';

const EXTERNAL_URL = /^(?:https?|wss?):\/\/(?!127\.0\.0\.1(?:[:/?#]|$))/;

/**
 * A request to somewhere other than the local test servers (an http or ws URL whose host is not
 * 127.0.0.1): the test browser cannot reach it (testing/chromium.ts), and the specs record it.
 */
export function isExternalUrl(url: URL | string): boolean {
  return EXTERNAL_URL.test(typeof url === 'string' ? url : url.href);
}

/** What a page reported while it was watched, as readable lines. */
export interface PageReports {
  cspViolations: string[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Every request to a host other than the local server, allowed or not. */
  externalRequests: string[];
}

/**
 * Starts watching a page (before its first navigation): `securitypolicyviolation` events and
 * policy messages on the console, console errors, uncaught exceptions and off-site requests.
 * The returned lists fill as the page runs; empty them to start a new route.
 */
export async function watchPage(page: Page): Promise<PageReports> {
  const reports: PageReports = {
    cspViolations: [],
    consoleErrors: [],
    pageErrors: [],
    externalRequests: [],
  };
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    reports.cspViolations.push(line);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (line: string) => void })
      .__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const blocked = event.blockedURI || 'inline';
        report(
          `${location.pathname}: ${event.effectiveDirective} blocked ${blocked} ` +
            `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/content.security.policy|permissions.policy|refused to/i.test(text)) {
      reports.cspViolations.push(`${page.url()}: console ${message.type()}: ${text}`);
    }
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      reports.consoleErrors.push(`${page.url()}: ${text} (${url}:${lineNumber})`);
    }
  });
  page.on('pageerror', (error) => reports.pageErrors.push(`${page.url()}: ${error.message}`));
  // The whole context's: a popup's requests count too.
  page.context().on('request', (request) => {
    if (isExternalUrl(request.url())) reports.externalRequests.push(request.url());
  });
  return reports;
}

/**
 * What is wrong with the two policies a page runs under: the header policy (frame-ancestors,
 * hosts, no script directive) and its meta policy with hashes, which must come right after the
 * charset in <head>. Empty when both are in place.
 */
export async function policyProblems(page: Page, response: Response | null): Promise<string[]> {
  const problems: string[] = [];
  const header = response?.headers()['content-security-policy'] ?? '';
  if (!/frame-ancestors 'none'/.test(header))
    problems.push("header policy lacks frame-ancestors 'none'");
  if (/script-src /.test(header)) problems.push('header policy has a script-src directive');
  const meta = await page.evaluate(() => {
    const element = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
    const index = element ? Array.from(document.head.children).indexOf(element) : -1;
    return { policy: element?.getAttribute('content') ?? '', index };
  });
  if (!/script-src 'self' 'sha256-/.test(meta.policy))
    problems.push('meta policy lacks script hashes');
  if (meta.index !== 1) problems.push(`meta policy is child ${meta.index} of <head>, not 1`);
  return problems;
}

/** Makes every access to the given storages throw, as a browser blocking storage does. */
export async function blockStorage(
  context: BrowserContext,
  names: ('localStorage' | 'sessionStorage')[],
) {
  await context.addInitScript((blocked) => {
    for (const name of blocked) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('bloqueado', 'SecurityError');
        },
      });
    }
  }, names);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page; returns its violations as readable lines, empty when there are none.
 * Every rule of AXE_TAGS runs, or only `rules`. Axe runs in the page itself, put into each frame
 * once per document, where it is missing (the light pass and the dark one share it), and lists
 * only violations node by node, not every passing node. Measured on four routes at 1280 px, three
 * rounds, both passes: 8.0 s through @axe-core/playwright's builder in its legacy mode (it sends
 * axe's 560 kB into the page twice a pass), 5.0 s so.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  const violations = await page
    .evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), {
      runOnly,
      resultTypes: ['violations'],
    } as RunOptions)
    .then((results) => results.violations);
  return violations.map((violation) => {
    const nodes = violation.nodes
      .map(
        (node) =>
          `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      )
      .join('\n');
    return `  ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}\n${nodes}`;
  });
}

/** Runs axe on the page and fails with a readable list of the violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations,
    `axe violations on ${label} (${page.url()}):\n${violations.join('\n')}`,
  ).toEqual([]);
}
