import type { ServiceLevel } from '@/content/services';

/**
 * Badge and card styles per service level: olive that deepens from Básico to Avanzado, and the
 * terracotta accent for the free first step.
 */
export const levelStyles: Record<ServiceLevel, { badge: string; card: string; icon: string }> = {
  Gratuito: {
    badge: 'bg-accent-100 text-accent-800 dark:bg-accent-900 dark:text-accent-100',
    card: 'border-accent-200 bg-accent-50/60 dark:border-accent-900 dark:bg-accent-900/20',
    icon: 'bg-accent-600 text-white',
  },
  Básico: {
    badge: 'bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100',
    card: 'border-line bg-surface',
    icon: 'bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100',
  },
  Intermedio: {
    badge: 'bg-brand-300 text-brand-950 dark:bg-brand-600 dark:text-white',
    card: 'border-line bg-surface',
    icon: 'bg-brand-300 text-brand-950 dark:bg-brand-600 dark:text-white',
  },
  Avanzado: {
    badge: 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950',
    card: 'border-brand-300 bg-brand-50 dark:border-brand-700 dark:bg-brand-900/50',
    icon: 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950',
  },
};
