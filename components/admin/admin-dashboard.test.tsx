import { render, screen } from '@testing-library/react';
import { adminText } from '@/content/admin';
import { articleMailText } from '@/content/article-mail';
import { AdminDashboard } from './admin-dashboard';

// Local-storage mode (no Firebase config in the tests' environment): this browser's data.

describe('AdminDashboard in local-storage mode', () => {
  it('shows the data with the offline note, and says the article mail needs the functions', async () => {
    render(
      <AdminDashboard articles={[{ slug: 'kpis', title: 'KPI esenciales', date: '2026-11-20' }]} />,
    );
    expect(await screen.findByText(adminText.offlineNote)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: articleMailText.title })).toHaveTextContent(
      articleMailText.offline,
    );
    expect(screen.queryByRole('button', { name: articleMailText.test })).not.toBeInTheDocument();
  });
});
