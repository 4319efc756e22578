'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isArticlePath } from '@/lib/blog/paths';

/**
 * The footer's sign-up. An article ends with its own form (which records the article), so there
 * the footer only links to it: one form per page. Both are rendered by the server (the form's code
 * loads later, components/newsletter/deferred-newsletter-form.tsx); this leaf only chooses.
 */
export function FooterNewsletter({
  form,
  articleNote,
}: {
  form: ReactNode;
  articleNote: ReactNode;
}) {
  const pathname = usePathname();
  return pathname && isArticlePath(pathname) ? articleNote : form;
}
