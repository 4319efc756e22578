import type { Limits } from './budget.mjs';
import type { FirstLoad } from './first-load.mjs';

/** The parts of a Lighthouse result the bench reads (see lighthouse/types/lhr). */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id?: string;
      title?: string;
      score?: number | null;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: unknown[]; overallSavingsBytes?: number };
    }
  >;
  environment?: { benchmarkIndex?: number };
}
export type Metrics = Record<string, number | null>;
export interface Run {
  metrics: Metrics;
  lcpElement: { selector: string; label: string; snippet: string } | null;
  lcpPhases: Record<string, number>;
  externalUrls: string[];
  error?: string;
  durationMs?: number;
}
export interface Spread {
  median: number;
  min: number;
  max: number;
}
export interface RouteResult {
  route: string;
  limits: Limits;
  stats: Record<string, Spread | null>;
  lcpElement: (Run['lcpElement'] & { runs: number }) | null;
  lcpElementVariants: number;
  lcpPhases: Record<string, number | null>;
  externalUrls: string[];
  failures: string[];
  passed: boolean;
  [key: string]: unknown;
}
export const METRIC_KEYS: string[];
export function summarizeRun(lhr: LighthouseResult, origin: string): Run;
export function diagnosticsOf(lhr: LighthouseResult, origin: string): unknown;
export function spread(values: (number | null | undefined)[]): Spread | null;
export function summarizeRoute(input: {
  route: string;
  runs: (Run | { error: string; durationMs?: number })[];
  firstLoad: FirstLoad;
  limits: Limits;
  diagnostics?: unknown;
}): RouteResult;
export function formatSpread(stat: Spread | null, format: (value: number) => string): string;
export function throttlingLine(settings: {
  throttlingMethod?: string;
  throttling?: Record<string, number>;
}): string;
export function renderMarkdown(report: unknown): string;
