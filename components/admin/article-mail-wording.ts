import { articleMailText as text } from '@/content/article-mail';
import type { ArticleMailFailure } from '@/lib/email/article-mail';
import type { ArticleMailRecord } from '@/lib/email/article-mail-contract';
import { formatDateTimeEs, formatDayEs } from '@/lib/format/dates';

// The article mail's codes and records in the owner's words (content/admin.ts holds the words).

// The copy explains every refusal of the contract: a new code without its words does not compile.
export const failureText: Record<ArticleMailFailure, string> = {
  ...text.refusals,
  unavailable: text.failed,
};

/**
 * A send still waiting for its time, or one that went out (at its time, or when asked), as of
 * `readAt`, when the status was read.
 */
function mailed(record: ArticleMailRecord, readAt: number) {
  const scheduled = record.scheduledAt !== null && record.scheduledAt > readAt;
  return { scheduled, at: new Date(record.scheduledAt ?? record.sentAt) };
}

/** Whether an article was mailed, under its title in the list. */
export function mailedLine(record: ArticleMailRecord | undefined, readAt: number) {
  if (!record) return { text: text.status.unsent, mailed: false };
  const { scheduled, at } = mailed(record, readAt);
  return {
    text: scheduled
      ? text.status.scheduled(formatDateTimeEs(at), record.recipients)
      : text.status.sent(formatDayEs(at), record.recipients),
    mailed: true,
  };
}

/** That the article already went out, or is due to: said first, before a new send. */
function history(record: ArticleMailRecord | undefined, readAt: number): string | null {
  if (!record) return null;
  const { scheduled, at } = mailed(record, readAt);
  return scheduled
    ? text.dialog.alreadyScheduled(formatDateTimeEs(at), record.recipients)
    : text.dialog.alreadySent(formatDayEs(at), record.recipients);
}

/**
 * The question before a send: now or at `scheduledAt`, to how many, that it cannot be undone and,
 * first, when the article already went out.
 */
export function sendQuestion({
  title,
  record,
  readAt,
  recipients,
  scheduledAt,
}: {
  title: string;
  record: ArticleMailRecord | undefined;
  readAt: number;
  recipients: number;
  scheduledAt: Date | null;
}): { title: string; text: string; confirm: string } {
  const { dialog } = text;
  const before = history(record, readAt);
  const after = scheduledAt ? dialog.scheduleText(recipients) : dialog.sendText(recipients);
  const said = before ? `${before} ${after}` : after;
  if (scheduledAt) {
    const moment = formatDateTimeEs(scheduledAt);
    return {
      title: dialog.scheduleTitle(title, moment),
      text: said,
      confirm: dialog.confirmSchedule,
    };
  }
  return before
    ? { title: dialog.againTitle(title), text: said, confirm: dialog.confirmAgain }
    : { title: dialog.sendTitle(title), text: said, confirm: dialog.confirmSend };
}
