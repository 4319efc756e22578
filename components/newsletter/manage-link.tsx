import Link from 'next/link';
import { subscriptionText } from '@/content/subscription';

/**
 * "Administra tu suscripción", beside each newsletter block's promise that leaving is easy. A
 * server component handed to the form, so its words travel in the HTML, not in the first-load JS.
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
