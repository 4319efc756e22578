import { callFunction } from '@/lib/email/callable';
import { CALLABLES, type MailToolStatus } from '@/lib/email/link-contract';

// The mail tool as /admin/ sees it, through the site's functions (functions/src/mail-tool-status.ts).

/** The mail tool's status, as the site's function reports it to the admin; null if unreadable. */
export async function readMailToolStatus(): Promise<MailToolStatus | null> {
  try {
    return await callFunction<MailToolStatus>(CALLABLES.mailToolStatus, {});
  } catch (error) {
    console.warn('[admin] mail tool status unreadable', error);
    return null;
  }
}

/** Sends the changes the tool refused for good again; how many, or null if the call failed. */
export async function retryMailToolChanges(): Promise<number | null> {
  try {
    return (await callFunction<{ retried: number }>(CALLABLES.retryMailTool, {})).retried;
  } catch (error) {
    console.warn('[admin] mail tool retry failed', error);
    return null;
  }
}
