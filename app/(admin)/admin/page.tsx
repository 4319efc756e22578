import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { adminText } from '@/content/admin';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Administración',
  description: adminText.description,
  path: '/admin/',
  noIndex: true,
});

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{adminText.title}</h1>
      <p className="mt-3 text-ink-muted">{adminText.lead}</p>
      {/* The dashboard renders after load: its room is kept so the footer does not jump. */}
      <div className="mt-8 min-h-svh">
        <AdminDashboard />
      </div>
    </div>
  );
}
