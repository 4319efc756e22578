import { render, screen } from '@testing-library/react';
import { mailToolText as text } from '@/content/admin';
import type { MailToolStatus } from '@/lib/email/link-contract';
import { MailToolPanel } from './mail-tool-panel';

let answer: MailToolStatus | null = null;
jest.mock('@/lib/email/mail-tool', () => ({ readMailToolStatus: async () => answer }));

const status = (overrides: Partial<MailToolStatus> = {}): MailToolStatus => ({
  provider: null,
  problem: null,
  lastSyncAt: null,
  lastError: null,
  ...overrides,
});

describe('the mail tool panel on /admin/', () => {
  it('says the list is exported by hand when no tool is connected', async () => {
    answer = status();
    render(<MailToolPanel />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
  });

  it('names what is missing in the settings', async () => {
    answer = status({ problem: 'Falta BREVO_LIST_ID: el número de la lista.' });
    render(<MailToolPanel />);
    expect(await screen.findByText(/Falta BREVO_LIST_ID/)).toBeInTheDocument();
  });

  it('says a connected tool follows the list, and when the last change reached it', async () => {
    answer = status({ provider: 'Brevo', lastSyncAt: Date.parse('2026-11-27T18:05:00Z') });
    render(<MailToolPanel />);
    expect(await screen.findByText(text.connected('Brevo'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Último cambio enviado: 27 de noviembre de 2026/,
    );
  });

  it('shows the last failure, so the owner knows a change did not arrive', async () => {
    answer = status({ provider: 'Brevo', lastSyncAt: 1, lastError: 'HTTP 401: clave no válida' });
    render(<MailToolPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      text.lastError('HTTP 401: clave no válida'),
    );
  });

  it('says when the status could not be read', async () => {
    answer = null;
    render(<MailToolPanel />);
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
  });
});
