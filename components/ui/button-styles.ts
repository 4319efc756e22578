/** Call-to-action looks: every primary action uses the terracotta accent. */
export const buttonClass = {
  primary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-600 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-accent-700',
  secondary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-brand-700 px-6 text-base font-semibold text-brand-800 transition-colors hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5',
} as const;
