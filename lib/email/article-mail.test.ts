import {
  previewArticleMail,
  readArticleMailStatus,
  refusalOf,
  sendArticleMail,
  sendArticleMailTest,
} from '@/lib/email/article-mail';
import { CALLABLES } from '@/lib/email/link-contract';

const callFunction = jest.fn();
jest.mock('@/lib/email/callable', () => ({
  callFunction: (...args: unknown[]) => callFunction(...args),
}));

/** A callable's refusal as the Firebase SDK throws it: an HttpsError carrying the details. */
const httpsError = (code: string, details?: unknown) =>
  Object.assign(new Error('refused'), { code: `functions/${code}`, details });

beforeEach(() => {
  callFunction.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the article mail client', () => {
  it('asks the articleMail callable for the status and the preview, and hands the answers back', async () => {
    const status = { tool: 'Brevo', recipients: 3, sent: {} };
    callFunction.mockResolvedValueOnce(status);
    expect(await readArticleMailStatus()).toEqual({ ok: true, status });
    expect(callFunction).toHaveBeenLastCalledWith(CALLABLES.articleMail, { action: 'status' });

    const preview = { subject: 'Asunto', html: '<p>Hola</p>', text: 'Hola' };
    callFunction.mockResolvedValueOnce(preview);
    expect(await previewArticleMail('kpis')).toEqual({ ok: true, preview });
    expect(callFunction).toHaveBeenLastCalledWith(CALLABLES.articleMail, {
      action: 'preview',
      slug: 'kpis',
    });
  });

  it('sends the test, and the campaign with only the options given', async () => {
    callFunction.mockResolvedValue({});
    expect(await sendArticleMailTest('kpis')).toEqual({ ok: true });
    expect(callFunction).toHaveBeenLastCalledWith(CALLABLES.articleMail, {
      action: 'test',
      slug: 'kpis',
    });
    await sendArticleMail('kpis', { scheduledAt: undefined, again: false });
    expect(callFunction).toHaveBeenLastCalledWith(CALLABLES.articleMail, {
      action: 'send',
      slug: 'kpis',
    });
    await sendArticleMail('kpis', { scheduledAt: '2030-01-15T15:30:00.000Z', again: true });
    expect(callFunction).toHaveBeenLastCalledWith(CALLABLES.articleMail, {
      action: 'send',
      slug: 'kpis',
      scheduledAt: '2030-01-15T15:30:00.000Z',
      again: true,
    });
  });

  it("returns the function's reason when it refuses", async () => {
    callFunction.mockRejectedValue(httpsError('failed-precondition', { reason: 'already-sent' }));
    expect(await sendArticleMail('kpis')).toEqual({ ok: false, reason: 'already-sent' });
  });

  it('calls anything else unavailable: the network, an unknown reason, no details', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(refusalOf(httpsError('internal', { reason: 'something-new' }))).toBe('unavailable');
    expect(refusalOf(httpsError('permission-denied'))).toBe('unavailable');
    expect(refusalOf(undefined)).toBe('unavailable');
    expect(refusalOf(httpsError('invalid-argument', { reason: 'bad-schedule' }))).toBe(
      'bad-schedule',
    );
  });
});
