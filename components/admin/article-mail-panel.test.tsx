import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '@/components/ui/download-file';
import { articleMailText as text } from '@/content/article-mail';
import type { ArticleMailFailure, ArticleMailResult } from '@/lib/email/article-mail';
import {
  ARTICLE_MAIL_REFUSALS,
  type ArticleMailPreview,
  type ArticleMailRecord,
  type ArticleMailStatus,
} from '@/lib/email/article-mail-contract';
import { ArticleMailOffline, ArticleMailPanel } from './article-mail-panel';

// The function's client is mocked; the preview is rendered for real, in jsdom's shadow DOM.
type Result<T extends object = object> = ArticleMailResult<T>;
const readStatus = jest.fn<Promise<Result<{ status: ArticleMailStatus }>>, []>();
const preview = jest.fn<Promise<Result<{ preview: ArticleMailPreview }>>, [string]>();
const sendTest = jest.fn<Promise<Result>, [string]>();
const send = jest.fn<Promise<Result>, [string, { scheduledAt?: string; again?: boolean }]>();
jest.mock('@/lib/email/article-mail', () => ({
  readArticleMailStatus: () => readStatus(),
  previewArticleMail: (slug: string) => preview(slug),
  sendArticleMailTest: (slug: string) => sendTest(slug),
  sendArticleMail: (slug: string, options: object) => send(slug, options),
}));
jest.mock('@/components/ui/download-file', () => ({ downloadFile: jest.fn() }));

const ARTICLES = [
  { slug: 'kpis', title: 'KPI esenciales', date: '2026-11-20' },
  { slug: 'lagos', title: 'Lagos de datos', date: '2026-09-03' },
  { slug: 'mitos', title: 'Mitos de la IA', date: '2025-06-14' },
];
const ADMIN = 'ana@hanzo.mx';
const NOON_27_NOV = Date.parse('2026-11-27T12:00:00Z');

const record = (overrides: Partial<ArticleMailRecord> = {}): ArticleMailRecord => ({
  campaignId: 7,
  sentAt: NOON_27_NOV,
  scheduledAt: null,
  recipients: 12,
  sentBy: ADMIN,
  ...overrides,
});

const status = (overrides: Partial<ArticleMailStatus> = {}): ArticleMailStatus => ({
  tool: 'Brevo',
  recipients: 12,
  sent: {},
  ...overrides,
});

const mailOf = (slug: string): ArticleMailPreview => ({
  subject: `Nuevo en el blog: ${slug}`,
  html: `<html><head><title>x</title></head><body style="margin:0"><p style="color:#b84818" onclick="alert(1)">Artículo ${slug}</p><a href="https://hanzo.mx/blog/${slug}/">Leer el artículo</a><script>alert(2)</script></body></html>`,
  text: `Artículo ${slug}\nhttps://hanzo.mx/blog/${slug}/`,
});

const refuse = (reason: ArticleMailFailure) => ({ ok: false as const, reason });

beforeAll(() => {
  // jsdom has no modal dialogs: open and close only toggle the attribute here.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  readStatus.mockResolvedValue({ ok: true, status: status() });
  preview.mockImplementation(async (slug) => ({ ok: true, preview: mailOf(slug) }));
  sendTest.mockResolvedValue({ ok: true });
  send.mockResolvedValue({ ok: true });
});

/** The panel, once the status and the first article's mail are in. */
async function open() {
  render(<ArticleMailPanel articles={ARTICLES} adminEmail={ADMIN} />);
  expect(await screen.findByText(text.lead.connected('Brevo'))).toBeInTheDocument();
  await screen.findByText('Nuevo en el blog: kpis');
}

/** The preview's shadow root, once the renderer (loaded on demand) has filled it. */
async function shadowOfPreview(): Promise<ShadowRoot> {
  return waitFor(() => {
    const root = screen.getByTestId('mail-preview').shadowRoot;
    if (!root?.hasChildNodes()) throw new Error('the preview is not rendered yet');
    return root;
  });
}

const statusLine = () => screen.getByRole('status');

describe('the article mail panel on /admin/', () => {
  it('lists the articles newest first, each with whether it was mailed', async () => {
    const inTwoDays = Date.now() + 2 * 86_400_000;
    readStatus.mockResolvedValue({
      ok: true,
      status: status({
        sent: {
          lagos: record(),
          mitos: record({ scheduledAt: inTwoDays, recipients: 1 }),
        },
      }),
    });
    await open();
    const group = screen.getByRole('group', { name: text.listLabel });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['kpis', 'lagos', 'mitos']);
    expect(screen.getByRole('radio', { name: 'KPI esenciales' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'KPI esenciales' })).toHaveAccessibleDescription(
      'Publicado el 20 de noviembre de 2026 Sin enviar',
    );
    expect(screen.getByRole('radio', { name: 'Lagos de datos' })).toHaveAccessibleDescription(
      'Publicado el 3 de septiembre de 2026 Enviado el 27 de noviembre de 2026 a 12 personas',
    );
    expect(screen.getByRole('radio', { name: 'Mitos de la IA' })).toHaveAccessibleDescription(
      /^Publicado el 14 de junio de 2025 Programado para el .+ a las \d\d:\d\d, para 1 persona$/,
    );
  });

  it('shows the exact mail inside the page: subject, audience and the mail in a shadow root', async () => {
    await open();
    expect(preview).toHaveBeenCalledWith('kpis');
    expect(screen.getByText(text.audience(12))).toHaveTextContent(
      'Lo recibirán 12 personas: las que confirmaron su suscripción y eligieron “Artículos nuevos”.',
    );
    expect(screen.getByRole('region', { name: text.previewLabel })).toBeInTheDocument();
    const root = await shadowOfPreview();
    const paragraph = root.querySelector('p')!;
    expect(paragraph).toHaveTextContent('Artículo kpis');
    expect(paragraph.style.color).toBe('rgb(184, 72, 24)');
    expect(paragraph.hasAttribute('onclick')).toBe(false);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  it('shows the mail of the article chosen with the keyboard', async () => {
    await open();
    screen.getByRole('radio', { name: 'KPI esenciales' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Lagos de datos' })).toBeChecked();
    expect(await screen.findByText('Nuevo en el blog: lagos')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await shadowOfPreview()).textContent).toContain('Artículo lagos'),
    );
  });

  it("sends a test to the admin's address and says where", async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: text.test }));
    expect(sendTest).toHaveBeenCalledWith('kpis');
    expect(statusLine()).toHaveTextContent('Te enviamos una prueba a ana@hanzo.mx.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to everyone only after a dialog says to how many and that it cannot be undone', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a 12 personas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Enviar “KPI esenciales” ahora?' });
    expect(dialog).toHaveTextContent(
      'Lo recibirán 12 personas que eligieron “Artículos nuevos”. Una vez enviado, no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.dialog.cancel }));
    expect(send).not.toHaveBeenCalled();

    readStatus.mockResolvedValue({ ok: true, status: status({ sent: { kpis: record() } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a 12 personas' }));
    await userEvent.click(screen.getByRole('button', { name: text.dialog.confirmSend }));
    expect(send).toHaveBeenCalledWith('kpis', { scheduledAt: undefined, again: false });
    expect(statusLine()).toHaveTextContent('Listo: el correo va en camino a 12 personas.');
    // The list reads the status again.
    expect(readStatus).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('radio', { name: 'KPI esenciales' })).toHaveAccessibleDescription(
      /Enviado el 27 de noviembre de 2026 a 12 personas$/,
    );
  });

  it('says first that an article was already sent, and sends it again only then', async () => {
    readStatus.mockResolvedValue({
      ok: true,
      status: status({ recipients: 14, sent: { kpis: record() } }),
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a 14 personas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Enviar “KPI esenciales” de nuevo?' });
    expect(dialog).toHaveAccessibleDescription(
      /^Ya enviaste este artículo el 27 de noviembre de 2026 a 12 personas\. ¿Enviarlo de nuevo\? Lo recibirán 14 personas/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.dialog.cancel }));
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a 14 personas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: text.dialog.confirmAgain }));
    expect(send).toHaveBeenCalledWith('kpis', { scheduledAt: undefined, again: true });
  });

  it('says first that a send is already scheduled', async () => {
    const inTwoDays = Date.now() + 2 * 86_400_000;
    readStatus.mockResolvedValue({
      ok: true,
      status: status({ sent: { kpis: record({ scheduledAt: inTwoDays }) } }),
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a 12 personas' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /^Ya programaste este artículo para el .+ a las \d\d:\d\d, para 12 personas\. ¿Enviarlo de nuevo\?/,
    );
  });

  it('schedules the send for the moment chosen, sent as ISO', async () => {
    await open();
    const field = screen.getByLabelText(text.scheduleLabel);
    expect(field).toHaveAccessibleDescription(text.scheduleHint);
    fireEvent.change(field, { target: { value: '2030-01-15T09:30' } });
    await userEvent.click(screen.getByRole('button', { name: text.schedule }));
    const dialog = screen.getByRole('dialog', {
      name: '¿Programar “KPI esenciales” para el 15 de enero de 2030 a las 09:30?',
    });
    expect(dialog).toHaveTextContent('(hoy, 12 personas)');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text.dialog.confirmSchedule }),
    );
    expect(send).toHaveBeenCalledWith('kpis', {
      scheduledAt: new Date(2030, 0, 15, 9, 30).toISOString(),
      again: false,
    });
    expect(statusLine()).toHaveTextContent(
      'Listo: el envío quedó programado para el 15 de enero de 2030 a las 09:30.',
    );
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar a 12 personas' })).toBeInTheDocument();
  });

  it('refuses a moment already past before asking anything', async () => {
    await open();
    fireEvent.change(screen.getByLabelText(text.scheduleLabel), {
      target: { value: '2020-01-15T09:30' },
    });
    await userEvent.click(screen.getByRole('button', { name: text.schedule }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent(text.refusals['bad-schedule']);
    expect(send).not.toHaveBeenCalled();
  });

  it('offers no send while nobody would get it', async () => {
    readStatus.mockResolvedValue({ ok: true, status: status({ recipients: 0 }) });
    await open();
    expect(screen.getByText(text.audience(0))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar a 0 personas' })).toBeDisabled();
  });

  it('downloads the mail as HTML and as text, named after the article', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: text.downloadHtml }));
    await userEvent.click(screen.getByRole('button', { name: text.downloadText }));
    const mail = mailOf('kpis');
    expect(jest.mocked(downloadFile).mock.calls).toEqual([
      ['articulo-kpis.html', 'text/html;charset=utf-8', mail.html],
      ['articulo-kpis.txt', 'text/plain;charset=utf-8', `Asunto: ${mail.subject}\n\n${mail.text}`],
    ]);
  });

  it('without a mail tool, says so and offers the mail to download and nothing to send', async () => {
    readStatus.mockResolvedValue({ ok: true, status: status({ tool: null }) });
    render(<ArticleMailPanel articles={ARTICLES} adminEmail={ADMIN} />);
    expect(await screen.findByText(text.lead.none)).toBeInTheDocument();
    await screen.findByText('Nuevo en el blog: kpis');
    expect(screen.queryByRole('button', { name: text.test })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Enviar a/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(text.scheduleLabel)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.downloadHtml })).toBeEnabled();
    expect(screen.getByRole('button', { name: text.downloadText })).toBeEnabled();
    expect((await shadowOfPreview()).textContent).toContain('Artículo kpis');
  });

  it('when the status cannot be read, still shows the mail and offers it to download', async () => {
    readStatus.mockResolvedValue(refuse('unavailable'));
    render(<ArticleMailPanel articles={ARTICLES} adminEmail={ADMIN} />);
    expect(await screen.findByText(text.lead.failed)).toBeInTheDocument();
    await screen.findByText('Nuevo en el blog: kpis');
    expect(screen.queryByRole('button', { name: text.test })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.downloadHtml })).toBeEnabled();
  });

  it('treats a client that cannot be fetched as a network failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    readStatus.mockRejectedValue(new Error('Loading chunk failed'));
    preview.mockRejectedValue(new Error('Loading chunk failed'));
    render(<ArticleMailPanel articles={ARTICLES} adminEmail={ADMIN} />);
    expect(await screen.findByText(text.lead.failed)).toBeInTheDocument();
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    jest.mocked(console.warn).mockRestore();
  });

  it.each([...ARTICLE_MAIL_REFUSALS, 'unavailable' as const])(
    'says in Spanish why the function refused: %s',
    async (reason) => {
      sendTest.mockResolvedValue(refuse(reason));
      await open();
      await userEvent.click(screen.getByRole('button', { name: text.test }));
      const expected = reason === 'unavailable' ? text.failed : text.refusals[reason];
      expect(statusLine()).toHaveTextContent(expected);
      expect(statusLine().querySelector('p')).toHaveClass('text-accent-700');
    },
  );

  it('says why the mail of an article could not be shown, and offers no download', async () => {
    preview.mockResolvedValue(refuse('unknown-article'));
    render(<ArticleMailPanel articles={ARTICLES} adminEmail={ADMIN} />);
    expect(await screen.findByText(text.refusals['unknown-article'])).toBeInTheDocument();
    expect(screen.queryByTestId('mail-preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.downloadHtml })).toBeDisabled();
  });

  it('re-reads the status when the function says the article went out meanwhile', async () => {
    send.mockResolvedValue(refuse('already-sent'));
    await open();
    readStatus.mockResolvedValue({ ok: true, status: status({ sent: { kpis: record() } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a 12 personas' }));
    await userEvent.click(screen.getByRole('button', { name: text.dialog.confirmSend }));
    expect(statusLine()).toHaveTextContent(text.refusals['already-sent']);
    expect(screen.getByRole('radio', { name: 'KPI esenciales' })).toHaveAccessibleDescription(
      /Enviado el 27 de noviembre/,
    );
  });

  it('says offline that the mail needs the functions', () => {
    render(<ArticleMailOffline />);
    expect(screen.getByRole('region', { name: text.title })).toHaveTextContent(text.offline);
  });
});
