import Link from 'next/link';
import { subscriptionText } from '@/content/subscription';

/**
 * "Administra tu suscripción", beside each newsletter block's promise that leaving is easy. Part
 * of the newsletter form, whose code loads after the page's (deferred-newsletter-form.tsx).
 */
export function ManageLink() {
  return (
    <Link
      href={subscriptionText.path}
      prefetch={false}
      className="font-semibold text-ink underline underline-offset-2"
    >
      {subscriptionText.manageLink}
    </Link>
  );
}
