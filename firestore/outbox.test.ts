/**
 * The mail tool's outbox (functions/src/mail-tool/outbox.ts) against the real Firestore emulator:
 * deliveries of one address's changes in the order a busy day gives them, with a tool whose calls
 * the test answers, loses or lets land late. The tool is the one part made up here; the fault
 * suite (e2e/mail-faults.online.spec.ts) runs the same code on the Functions emulator against the
 * mail tool's stand-in, where the same races happen by chance rather than on cue.
 */
import { type RulesTestEnvironment, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  type App,
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { type Firestore, Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Choice } from '@/lib/email/mail-lists';
import { COLLECTIONS } from '@/lib/email/model';
import { type MailTool, MailToolError } from '@/functions/src/mail-tool/mail-tool';
import { deliverChange, enqueueChange } from '@/functions/src/mail-tool/outbox';

const PROJECT = 'demo-hanzo-outbox';
const ID = 'suscripcion-ana';
const EMAIL = 'ana@empresa.mx';
const TIMEOUT_MS = 15_000;

let app: App;
let db: Firestore;
/** Only to empty the project between tests, as the rules and data suites do. */
let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host = '127.0.0.1', port = ''] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({ projectId: PROJECT, firestore: { host, port: +port } });
  app = initializeAdminApp({ projectId: PROJECT }, 'outbox-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteAdminApp(app);
  await env.cleanup();
});

beforeEach(() => env.clearFirestore());

/** What a call does when the tool gets it: answered, lost (landing when the test says) or refused. */
type Answer = 'ok' | 'lost' | 500;

/**
 * The owner's mail tool as the outbox sees it: it holds each address's lists, and answers its
 * calls in the order of `answers` (then "ok"). A lost call rejects as a timeout does, and is
 * applied only when the test calls the `land` it leaves behind.
 */
function scriptedTool(answers: Answer[]) {
  const held = new Map<string, readonly Choice[]>();
  const late: (() => void)[] = [];
  const calls: string[] = [];
  const call = (what: string, apply: () => void) => {
    calls.push(what);
    const answer = answers.shift() ?? 'ok';
    if (answer === 500) return Promise.reject(new MailToolError(500, 'internal_error'));
    if (answer === 'lost') {
      late.push(apply);
      const error = Object.assign(new Error('The operation was aborted due to timeout'), {
        name: 'TimeoutError',
      });
      return Promise.reject(error);
    }
    apply();
    return Promise.resolve();
  };
  const tool: MailTool = {
    name: 'Prueba',
    lists: ['newsletter'],
    timeoutMs: TIMEOUT_MS,
    sync: (email, chosen) =>
      call(`sync ${chosen.join(',') || '-'}`, () => held.set(email, [...chosen])),
    forget: (email) => call('forget', () => held.delete(email)),
    sendCampaign: () => Promise.reject(new Error('not used here')),
  };
  return { tool, held, calls, land: () => late.splice(0).forEach((apply) => apply()) };
}

/** The subscription as stored, confirmed, and on the newsletter or off it. */
async function subscription(active: boolean) {
  await db
    .collection(COLLECTIONS.subscribers)
    .doc(ID)
    .set({
      email: EMAIL,
      active,
      confirmedAt: Timestamp.fromDate(new Date('2026-12-01T10:00:00Z')),
      preferences: { newsletter: true },
    });
  const batch = db.batch();
  enqueueChange(db, batch, ID, EMAIL);
  await batch.commit();
}

const entry = async () => (await db.collection(COLLECTIONS.mailOutbox).doc(ID).get()).data();

/** A clock the test moves: the deliveries' now. */
function clock() {
  let at = Date.parse('2026-12-06T12:00:00Z');
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

const deps = (tool: MailTool, now: () => number) => ({
  tool,
  problem: null,
  forgetAccount: () => Promise.resolve(),
  now,
});

describe('the outbox delivers one address’s changes in order', () => {
  it('does not let a call given up on undo a newer change when it lands late', async () => {
    const time = clock();
    const { tool, held, calls, land } = scriptedTool(['lost']);
    await subscription(true);
    // The sign-up's call times out; the tool may still be working on it.
    expect(await deliverChange(db, ID, deps(tool, time.now))).toBe('retry-later');
    // A second later the person unsubscribes, and that change's delivery runs at once: it must
    // not call the tool while the lost call can still land, nor leave the outbox.
    time.pass(1_000);
    await subscription(false);
    expect(await deliverChange(db, ID, deps(tool, time.now))).toBe('settling');
    expect(calls).toEqual(['sync newsletter']);
    // The lost call lands: the tool holds the newsletter, which the person has left.
    land();
    expect(held.get(EMAIL)).toEqual(['newsletter']);
    // Once the call's own timeout has passed again, the next try brings the tool to the newest
    // state, and only then does the entry leave the outbox.
    time.pass(TIMEOUT_MS);
    expect(await deliverChange(db, ID, deps(tool, time.now))).toBe('delivered');
    expect(calls).toEqual(['sync newsletter', 'sync -']);
    expect(held.get(EMAIL)).toEqual([]);
    expect(await entry()).toBeUndefined();
  });

  it('retries an answered failure at once: a 500 cannot land later', async () => {
    const time = clock();
    const { tool, held, calls } = scriptedTool([500]);
    await subscription(true);
    expect(await deliverChange(db, ID, deps(tool, time.now))).toBe('retry-later');
    expect((await entry())?.settleUntil).toBeUndefined();
    time.pass(2_000);
    expect(await deliverChange(db, ID, deps(tool, time.now))).toBe('delivered');
    expect(calls).toEqual(['sync newsletter', 'sync newsletter']);
    expect(held.get(EMAIL)).toEqual(['newsletter']);
  });

  it('leaves a delivery in progress to finish a change made meanwhile', async () => {
    const time = clock();
    const { tool, held, calls } = scriptedTool([]);
    await subscription(true);
    const first = deps(tool, time.now);
    // The person unsubscribes while the first delivery's call is on its way; that change's own
    // delivery finds the address taken and ends, trusting the first to deliver it.
    first.tool = {
      ...tool,
      sync: async (email, chosen) => {
        if (!calls.length) {
          await subscription(false);
          expect(await deliverChange(db, ID, deps(tool, time.now))).toBe('busy');
        }
        return tool.sync(email, chosen);
      },
    };
    expect(await deliverChange(db, ID, first)).toBe('delivered');
    expect(calls).toEqual(['sync newsletter', 'sync -']);
    expect(held.get(EMAIL)).toEqual([]);
    expect(await entry()).toBeUndefined();
  });
});
