import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailToolText as text } from '@/content/admin';
import type { MailToolStatus } from '@/lib/email/link-contract';
import { MailToolPanel } from './mail-tool-panel';

let answer: MailToolStatus | null = null;
let retried: number | null = 0;
const retry = jest.fn(async () => retried);
jest.mock('@/lib/email/mail-tool', () => ({
  readMailToolStatus: async () => answer,
  retryMailToolChanges: () => retry(),
}));

const status = (overrides: Partial<MailToolStatus> = {}): MailToolStatus => ({
  provider: null,
  problem: null,
  backlog: 0,
  oldestPendingAt: null,
  failures: [],
  ...overrides,
});

beforeEach(() => retry.mockClear());

describe('the mail tool panel on /admin/', () => {
  it('says the list is exported by hand when no tool is connected', async () => {
    answer = status();
    render(<MailToolPanel />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
  });

  it("names the missing setting in the owner's words, and that changes wait for it", async () => {
    answer = status({ problem: 'list-id', backlog: 2, oldestPendingAt: Date.now() });
    render(<MailToolPanel />);
    expect(await screen.findByText(text.problems['list-id'])).toBeInTheDocument();
    expect(screen.getByText(/^2 cambios en camino/)).toBeInTheDocument();
  });

  it('says a connected tool is up to date when nothing waits', async () => {
    answer = status({ provider: 'Brevo' });
    render(<MailToolPanel />);
    expect(await screen.findByText(text.connected('Brevo'))).toBeInTheDocument();
    expect(screen.getByText(text.upToDate)).toBeInTheDocument();
  });

  it('shows the backlog with its oldest change', async () => {
    answer = status({
      provider: 'Brevo',
      backlog: 1,
      oldestPendingAt: Date.parse('2026-11-27T18:05:00Z'),
    });
    render(<MailToolPanel />);
    expect(
      await screen.findByText(/^1 cambio en camino \(desde 27 de noviembre de 2026/),
    ).toBeInTheDocument();
  });

  it('lists every change the tool refused for good and sends them again on request', async () => {
    const failedAt = Date.parse('2026-11-27T18:05:00Z');
    answer = status({
      provider: 'Brevo',
      failures: [
        { email: 'ana@tienda.mx', error: 'HTTP 400: invalid email', failedAt },
        { email: 'luis@tienda.mx', error: 'HTTP 401: key not found', failedAt },
      ],
    });
    render(<MailToolPanel />);
    expect(await screen.findByText(text.failuresTitle(2))).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^ana@tienda\.mx: HTTP 400: invalid email \(27 de noviembre/),
      expect.stringMatching(/^luis@tienda\.mx: HTTP 401: key not found/),
    ]);
    retried = 2;
    answer = status({ provider: 'Brevo', backlog: 2, oldestPendingAt: failedAt });
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(text.retried(2));
    expect(screen.queryByText(text.failuresTitle(2))).not.toBeInTheDocument();
  });

  it('says when sending them again failed', async () => {
    answer = status({
      provider: 'Brevo',
      failures: [{ email: 'ana@tienda.mx', error: 'HTTP 400', failedAt: 1 }],
    });
    retried = null;
    render(<MailToolPanel />);
    await userEvent.click(await screen.findByRole('button', { name: text.retry }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.retryFailed);
  });

  it('says when the status could not be read', async () => {
    answer = null;
    render(<MailToolPanel />);
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
  });
});
