'use client';

import { type ReactNode, createElement, useEffect, useRef, useState } from 'react';
import { afterPageSettles } from '@/lib/browser/page-settled';
import type { NewsletterForm, NewsletterFormStart } from './newsletter-form';

type Props = Omit<Parameters<typeof NewsletterForm>[0], 'start'> & {
  /** The server's copy of the form (NewsletterFormView), shown until the working one replaces it. */
  children: ReactNode;
};

/**
 * The newsletter form's code stays out of the first load. The page's HTML carries the form (the
 * server's copy), and its code loads when the form comes near the screen once the page has
 * settled, or as soon as the visitor reaches it (focus, a tap, a submit). Then the working form
 * takes its place, with what was typed, the focus and the caret, and sends a submit asked for in
 * the meantime (never the browser's own GET, which would put the address in the URL).
 */
export function DeferredNewsletterForm({ children, ...props }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{
    Form: typeof NewsletterForm;
    start: NewsletterFormStart;
  } | null>(null);

  useEffect(() => {
    const form = box.current?.querySelector('form');
    if (!form) return;
    let requested = false;
    let submit = false;
    const load = () => {
      if (requested) return;
      requested = true;
      import('./newsletter-form')
        .then(({ NewsletterForm: Form }) => {
          const input = form.querySelector<HTMLInputElement>('input[name="email"]');
          const honeypot = form.querySelector<HTMLInputElement>('input[name="sitio_web"]');
          const focus = Boolean(input) && document.activeElement === input;
          // Read by the working form once it has replaced this copy, not now: a key pressed or a
          // submit asked for until then still counts (the replaced inputs keep their values).
          const start: NewsletterFormStart = {
            get email() {
              return input?.value ?? '';
            },
            get honeypot() {
              return honeypot?.value ?? '';
            },
            focus,
            get selection(): [number, number] | null {
              return focus && input?.selectionStart != null && input.selectionEnd != null
                ? [input.selectionStart, input.selectionEnd]
                : null;
            },
            get submit() {
              return submit;
            },
          };
          setLoaded({ Form, start });
        })
        .catch((error: unknown) =>
          console.warn('[boletín] no se pudo cargar el formulario', error),
        );
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      submit = true;
      load();
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusin', load);
    form.addEventListener('pointerdown', load);
    // Ready before the visitor gets there: about a screen ahead, once the page has settled.
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: '100% 0px',
          })
        : null;
    const cancel = afterPageSettles(() => (observer ? observer.observe(form) : load()));
    return () => {
      cancel();
      observer?.disconnect();
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerdown', load);
    };
  }, []);

  return (
    <div ref={box} className="contents">
      {loaded ? createElement(loaded.Form, { ...props, start: loaded.start }) : children}
    </div>
  );
}
