import type { FormEvent } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';

/**
 * One address and a button: the subscription page's steps and the admin's lookup. It hands over
 * what was typed, trimmed; whether it is an address is the caller's to say, in its own words.
 */
export function EmailForm({
  label,
  submit,
  pending,
  busy,
  onEmail,
  autoComplete = 'email',
  variant = 'primary',
}: {
  label: string;
  submit: string;
  /** The button's words while the answer is on its way. */
  pending: string;
  busy: boolean;
  onEmail: (typed: string) => void;
  /** "off" where the address is someone else's (the admin answering a request). */
  autoComplete?: 'email' | 'off';
  variant?: ButtonVariant;
}) {
  function submitted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onEmail(String(new FormData(event.currentTarget).get('correo') ?? '').trim());
  }
  return (
    <form
      onSubmit={submitted}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <label className="flex-1">
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <input
          type="email"
          name="correo"
          autoComplete={autoComplete}
          required
          className="mt-1 min-h-12 w-full rounded-lg border border-line bg-canvas px-3 text-ink"
        />
      </label>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? pending : submit}
      </Button>
    </form>
  );
}
