'use client';

import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice, type NoticeText } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { articleMailText as text } from '@/content/article-mail';
import type { ArticleHeadline } from '@/lib/blog/articles';
import type { ArticleMailResult } from '@/lib/email/article-mail';
import type { ArticleMailPreview, ArticleMailStatus } from '@/lib/email/article-mail-contract';
import { formatDateTimeEs } from '@/lib/format/dates';
import { ArticleMailDownloads } from './article-mail-downloads';
import { ArticleMailList } from './article-mail-list';
import { ArticleMailSend } from './article-mail-send';
import { failureText, mailedLine, sendQuestion } from './article-mail-wording';
import { MailPreviewBox } from './mail-preview-box';

type Client = typeof import('@/lib/email/article-mail');

/**
 * A request through the function's client, which brings Firebase and is fetched when first
 * needed; a client that cannot be fetched is a failure like a network's.
 */
async function ask<T extends object>(
  request: (client: Client) => Promise<ArticleMailResult<T>>,
): Promise<ArticleMailResult<T>> {
  try {
    return await request(await import('@/lib/email/article-mail'));
  } catch (error) {
    console.warn('[admin] article mail client unavailable', error);
    return { ok: false, reason: 'unavailable' };
  }
}

/** The status, with when it was read: a scheduled send whose time has passed reads as sent. */
type Shown = { status: ArticleMailStatus; readAt: number } | 'loading' | 'failed';

async function readStatus(): Promise<Shown> {
  const result = await ask((client) => client.readArticleMailStatus());
  return result.ok ? { status: result.status, readAt: Date.now() } : 'failed';
}

/** The moment a datetime-local value names, in this browser's time zone; null if none. */
function localMoment(value: string): Date | null {
  const moment = value ? new Date(value) : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment : null;
}

const isPast = (moment: Date) => moment.getTime() <= Date.now();

/**
 * Mailing a published article to the subscriptions with "Artículos nuevos" on (decision 18):
 * which articles went out, the exact mail of the one chosen, a test to the admin, the send (now or
 * at a set time, confirmed first) and, always, the mail as files for any other tool.
 */
export function ArticleMailPanel({
  articles,
  adminEmail,
}: {
  articles: readonly ArticleHeadline[];
  /** Where the function sends the test: the signed-in admin's address. */
  adminEmail: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<Shown>('loading');
  const [slug, setSlug] = useState(articles[0]?.slug);
  // The last preview asked for; another slug than the chosen one means the new one is on its way.
  const [preview, setPreview] = useState<{ slug: string; mail: ArticleMailPreview | null }>();
  const [scheduleAt, setScheduleAt] = useState('');
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const [message, setMessage] = useState<NoticeText | null>(null);

  useEffect(() => {
    let active = true;
    void readStatus().then((found) => {
      if (active) setShown(found);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!slug) return;
    let active = true;
    void ask((client) => client.previewArticleMail(slug)).then((result) => {
      if (!active) return;
      setPreview({ slug, mail: result.ok ? result.preview : null });
      if (!result.ok) setMessage({ tone: 'error', message: failureText[result.reason] });
    });
    return () => {
      active = false;
    };
  }, [slug]);

  const status = typeof shown === 'object' ? shown.status : null;
  const readAt = typeof shown === 'object' ? shown.readAt : 0;
  const record = slug ? status?.sent[slug] : undefined;
  const mail = preview && preview.slug === slug ? preview.mail : undefined;
  const scheduledAt = localMoment(scheduleAt);

  function choose(next: string) {
    setSlug(next);
    setMessage(null);
  }

  async function sendTest() {
    if (!slug) return;
    setBusy('test');
    const result = await ask((client) => client.sendArticleMailTest(slug));
    setBusy(null);
    setMessage(
      result.ok
        ? { tone: 'done', message: text.tested(adminEmail) }
        : { tone: 'error', message: failureText[result.reason] },
    );
  }

  function askToSend() {
    // A moment already past is refused here, before the question; the function judges the rest.
    if (scheduledAt && isPast(scheduledAt))
      return setMessage({ tone: 'error', message: failureText['bad-schedule'] });
    setMessage(null);
    dialogRef.current?.showModal();
  }

  async function send() {
    if (!slug || !status) return;
    setBusy('send');
    const options = { scheduledAt: scheduledAt?.toISOString(), again: Boolean(record) };
    const result = await ask((client) => client.sendArticleMail(slug, options));
    if (!result.ok) setMessage({ tone: 'error', message: failureText[result.reason] });
    else {
      setMessage({
        tone: 'done',
        message: scheduledAt
          ? text.done.scheduled(formatDateTimeEs(scheduledAt))
          : text.done.sent(status.recipients),
      });
      setScheduleAt('');
    }
    // Sent, or sent meanwhile from elsewhere: the list says when.
    if (result.ok || result.reason === 'already-sent') {
      const found = await readStatus();
      if (found !== 'failed') setShown(found);
    }
    setBusy(null);
  }

  const question = sendQuestion({
    title: articles.find((article) => article.slug === slug)?.title ?? '',
    record,
    readAt,
    recipients: status?.recipients ?? 0,
    scheduledAt,
  });
  return (
    <Panel framed id="correo-de-articulo" title={text.title} lead={lead(shown)}>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <ArticleMailList
          articles={articles}
          selected={slug}
          onSelect={choose}
          mailedLine={(candidate) => (status ? mailedLine(status.sent[candidate], readAt) : null)}
        />
        <div className="min-w-0">
          {mail === undefined && slug ? (
            <p className="text-sm text-ink-muted">{text.previewLoading}</p>
          ) : null}
          {mail ? (
            <>
              <p className="text-sm break-words text-ink">
                <span className="font-semibold">{text.subjectLabel}:</span> {mail.subject}
              </p>
              {status?.tool ? (
                <p className="mt-1 text-sm text-ink-muted">{text.audience(status.recipients)}</p>
              ) : null}
              <MailPreviewBox html={mail.html} label={text.previewLabel} />
            </>
          ) : null}
          {status?.tool && slug ? (
            <ArticleMailSend
              scheduleAt={scheduleAt}
              onSchedule={setScheduleAt}
              scheduled={scheduledAt !== null}
              recipients={status.recipients}
              busy={busy}
              onTest={() => void sendTest()}
              onSend={askToSend}
            />
          ) : null}
          <Notice notice={message} />
          <ArticleMailDownloads slug={slug} mail={mail} />
        </div>
      </div>
      <ConfirmDialog
        dialogRef={dialogRef}
        {...question}
        cancel={text.dialog.cancel}
        onConfirm={() => void send()}
      />
    </Panel>
  );
}

function lead(shown: Shown): string {
  if (shown === 'loading') return text.lead.loading;
  if (shown === 'failed') return text.lead.failed;
  return shown.status.tool ? text.lead.connected(shown.status.tool) : text.lead.none;
}

/** Local-storage mode: no functions, so no mail to show or send; the panel says why. */
export function ArticleMailOffline() {
  return <Panel framed id="correo-de-articulo" title={text.title} lead={text.offline} />;
}
