import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { adminText } from '@/content/admin';
import { articleHeadlines } from '@/lib/blog/articles';
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
      {/* No room is held for the dashboard, which renders after load: the admin frame has no
          footer to push down, and a held screen's height left a blank band under a short list. */}
      <div className="mt-8">
        <AdminDashboard articles={articleHeadlines()} />
      </div>
    </div>
  );
}
