/** Button looks: every primary action uses the terracotta accent. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:opacity-70';

export const buttonClass = {
  primary: `${base} min-h-12 bg-accent-600 px-6 text-base text-white shadow-sm hover:bg-accent-700`,
  secondary: `${base} min-h-12 border border-brand-700 px-6 text-base text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5`,
  /** What cannot be undone (a deletion's confirmation). */
  danger: `${base} min-h-11 bg-accent-700 px-5 text-white hover:bg-accent-800`,
  /** A neutral border: cancel, sign out. */
  quiet: `${base} min-h-11 border border-line px-5 text-ink hover:bg-surface-raised`,
  /** A button that reads as a link: a secondary way out beside the main actions. */
  link: 'inline-flex min-h-11 items-center px-2 font-semibold text-accent-700 underline underline-offset-2 disabled:opacity-70 dark:text-accent-300',
} as const;

export type ButtonVariant = keyof typeof buttonClass;
