import type { FirstLoad } from './first-load.mjs';

export type LimitKey =
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'fcpMs'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'speedIndexMs'
  | 'totalTransferBytes'
  | 'jsTransferBytes'
  | 'requests'
  | 'externalRequests'
  | 'firstLoadJsGzipBytes'
  | 'firstLoadCssGzipBytes'
  | 'htmlGzipBytes';
export type Limits = Partial<Record<LimitKey, number>>;
export interface Budget {
  default?: Limits;
  routes?: Record<string, Limits>;
}
export interface BudgetFailure {
  key: string;
  message: string;
  actual?: number;
  limit?: number;
}
export const LIMITS: Record<
  LimitKey,
  { label: string; kind: 'min' | 'max'; format: (value: number) => string }
>;
export const BYTE_LIMIT_KEYS: LimitKey[];
export function kb(bytes: number): string;
export function kib(bytes: number): string;
export function validateBudget(budget: unknown): Budget;
export function loadBudget(file: string): Budget;
export function routeMatches(pattern: string, route: string): boolean;
export function limitsForRoute(budget: Budget, route: string): Limits;
export function checkLimits(
  measured: Partial<Record<string, number>>,
  limits: Limits,
): BudgetFailure[];
export function checkFirstLoad(page: FirstLoad, limits: Limits): BudgetFailure[];
