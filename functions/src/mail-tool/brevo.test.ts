/** @jest-environment node */
import { type StandIns, startStandIns } from '../../../testing/mail-stand-ins';
import { brevo } from './brevo';
import { UNSUBSCRIBE_PLACEHOLDER } from './mail-tool';
import { mailToolSetup } from './setup';

let standIns: StandIns;
let api: string;

beforeAll(async () => {
  standIns = await startStandIns({ smtp: 0, standIns: 0 });
  api = `http://127.0.0.1:${standIns.apiPort}`;
});
afterAll(() => standIns.close());
beforeEach(() => fetch(`${api}/mail-tool`, { method: 'DELETE' }));

interface Recorded {
  calls: { method: string; path: string; body: unknown }[];
  contacts: Record<string, number[]>;
  blocked: string[];
  campaigns: { id: number; body: Record<string, unknown>; status: string }[];
  deliveries: { to: string; html: string; headers: Record<string, string> }[];
}
const recorded = async () => (await (await fetch(`${api}/mail-tool`)).json()) as Recorded;

const LISTS = { newsletter: 7, blogNotifications: 8, productUpdates: 9 };

describe('the Brevo adapter, against the API stand-in', () => {
  const tool = () => brevo({ apiKey: 'clave', listIds: LISTS, baseUrl: `${api}/v3/` });

  it('puts an address on its chosen lists and off the others, and deletes it', async () => {
    await tool().sync('ana@empresa.mx', ['newsletter', 'blogNotifications']);
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [7, 8] });
    await tool().sync('ana@empresa.mx', ['blogNotifications']);
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [8] });
    await tool().sync('ana@empresa.mx', []);
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [] });
    await tool().forget('ana@empresa.mx');
    const { calls, contacts } = await recorded();
    expect(contacts).toEqual({});
    expect(calls[0]?.body).toEqual({
      email: 'ana@empresa.mx',
      listIds: [7, 8],
      updateEnabled: true,
      emailBlacklisted: false,
    });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      path: '/v3/contacts/ana%40empresa.mx',
      body: { unlinkListIds: [9] },
    });
  });

  it('mirrors only the choices it has a list for', async () => {
    const newsletterOnly = brevo({ apiKey: 'k', listIds: { newsletter: 7 }, baseUrl: `${api}/v3` });
    expect(newsletterOnly.lists).toEqual(['newsletter']);
    await newsletterOnly.sync('ana@empresa.mx', ['newsletter', 'productUpdates']);
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [7] });
  });

  it('counts a contact the tool no longer has as done', async () => {
    await expect(tool().sync('nadie@empresa.mx', [])).resolves.toBeUndefined();
    await expect(tool().forget('nadie@empresa.mx')).resolves.toBeUndefined();
  });

  it('says what the tool refused, without the key', async () => {
    const noKey = brevo({ apiKey: '', listIds: LISTS, baseUrl: `${api}/v3` });
    const failure = noKey.sync('ana@empresa.mx', ['newsletter']);
    await expect(failure).rejects.toThrow('HTTP 401');
    await expect(failure).rejects.not.toThrow('clave');
  });

  it("sends a campaign to a choice's list, and the tool's one-click unsubscribe reaches each", async () => {
    await tool().sync('ana@empresa.mx', ['blogNotifications']);
    await tool().sync('luis@empresa.mx', ['newsletter']);
    const id = await tool().sendCampaign({
      name: 'Artículo: kpis',
      choice: 'blogNotifications',
      subject: 'Los KPI de tu PyME',
      preheader: 'Cinco indicadores',
      html: `<a href="${UNSUBSCRIBE_PLACEHOLDER}">Date de baja con un clic</a>`,
      sender: { name: 'Hanzo', email: 'boletin@hanzo.mx' },
      replyTo: 'hola@hanzo.mx',
      scheduledAt: null,
    });
    const { campaigns, deliveries } = await recorded();
    expect(campaigns).toEqual([
      {
        id,
        status: 'sent',
        body: expect.objectContaining({
          subject: 'Los KPI de tu PyME',
          recipients: { listIds: [8] },
          sender: { name: 'Hanzo', email: 'boletin@hanzo.mx' },
          replyTo: 'hola@hanzo.mx',
        }),
      },
    ]);
    expect(deliveries.map((delivery) => delivery.to)).toEqual(['ana@empresa.mx']);
    expect(deliveries[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(deliveries[0]?.html).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
  });

  it('schedules a campaign for later instead of sending it', async () => {
    const at = Date.parse('2026-12-01T15:00:00Z');
    await tool().sendCampaign({
      name: 'Artículo: kpis',
      choice: 'blogNotifications',
      subject: 'Los KPI',
      preheader: '',
      html: '<p></p>',
      sender: { name: 'Hanzo', email: 'boletin@hanzo.mx' },
      replyTo: 'hola@hanzo.mx',
      scheduledAt: at,
    });
    const { campaigns, calls } = await recorded();
    expect(campaigns[0]).toMatchObject({
      status: 'scheduled',
      body: { scheduledAt: new Date(at).toISOString() },
    });
    expect(calls.some((call) => call.path.endsWith('/sendNow'))).toBe(false);
  });
});

describe('choosing the mail tool', () => {
  const settings = {
    brevoApiKey: 'clave',
    brevoListId: '7',
    brevoApiUrl: 'https://api.brevo.com/v3',
  };

  it('is Brevo with a key and a list, with a list for each choice the owner made one for', () => {
    expect(mailToolSetup(settings)).toMatchObject({
      tool: { name: 'Brevo', lists: ['newsletter'] },
      problem: null,
    });
    expect(
      mailToolSetup({ ...settings, brevoArticlesListId: '8', brevoServicesListId: '9' }).tool
        ?.lists,
    ).toEqual(['newsletter', 'blogNotifications', 'productUpdates']);
  });

  it.each(['', 'none', ' NONE '])(
    'is none with the key %j: the list is exported by hand',
    (key) => {
      expect(mailToolSetup({ ...settings, brevoApiKey: key })).toEqual({
        tool: null,
        problem: null,
      });
    },
  );

  it.each(['', 'lista', '0', '-3'])('says the list is missing with the list id %j', (listId) => {
    expect(mailToolSetup({ ...settings, brevoListId: listId })).toEqual({
      tool: null,
      problem: 'list-id',
    });
  });
});
