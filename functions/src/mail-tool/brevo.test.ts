/** @jest-environment node */
import { type StandIns, startStandIns } from '../../../scripts/mail-stand-ins';
import { brevo } from './brevo';
import { mailToolSetup } from './setup';

let standIns: StandIns;
let api: string;

beforeAll(async () => {
  standIns = await startStandIns({ smtp: 0, standIns: 0 });
  api = `http://127.0.0.1:${standIns.apiPort}`;
});
afterAll(() => standIns.close());
beforeEach(() => fetch(`${api}/mail-tool`, { method: 'DELETE' }));

const recorded = async () =>
  (await (await fetch(`${api}/mail-tool`)).json()) as {
    calls: { method: string; path: string; body: unknown }[];
    contacts: Record<string, number[]>;
  };

describe('the Brevo adapter, against the API stand-in', () => {
  const tool = () => brevo({ apiKey: 'clave', listId: 7, baseUrl: `${api}/v3/` });

  it('adds a confirmed address to the list, takes it off, puts it back and deletes it', async () => {
    await tool().subscribe('ana@empresa.mx');
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [7] });
    await tool().unsubscribe('ana@empresa.mx');
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [] });
    await tool().subscribe('ana@empresa.mx');
    expect((await recorded()).contacts).toEqual({ 'ana@empresa.mx': [7] });
    await tool().forget('ana@empresa.mx');
    const { calls, contacts } = await recorded();
    expect(contacts).toEqual({});
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v3/contacts',
      'PUT /v3/contacts/ana%40empresa.mx',
      'POST /v3/contacts',
      'DELETE /v3/contacts/ana%40empresa.mx',
    ]);
    expect(calls[0]?.body).toEqual({
      email: 'ana@empresa.mx',
      listIds: [7],
      updateEnabled: true,
      emailBlacklisted: false,
    });
  });

  it('counts a contact the tool no longer has as done', async () => {
    await expect(tool().unsubscribe('nadie@empresa.mx')).resolves.toBeUndefined();
    await expect(tool().forget('nadie@empresa.mx')).resolves.toBeUndefined();
  });

  it('says what the tool refused, without the key', async () => {
    const noKey = brevo({ apiKey: '', listId: 7, baseUrl: `${api}/v3` });
    const failure = noKey.subscribe('ana@empresa.mx');
    await expect(failure).rejects.toThrow('HTTP 401');
    await expect(failure).rejects.not.toThrow('clave');
  });
});

describe('choosing the mail tool', () => {
  const settings = {
    brevoApiKey: 'clave',
    brevoListId: '7',
    brevoApiUrl: 'https://api.brevo.com/v3',
  };

  it('is Brevo with a key and a list', () => {
    expect(mailToolSetup(settings)).toMatchObject({ tool: { name: 'Brevo' }, problem: null });
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
