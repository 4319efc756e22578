/** What an action came to, in the words the page chose for it. */
export type NoticeText = { tone: 'done' | 'error'; message: string };

/** The two looks: a box above a page's steps (/boletin/), a line under a panel's controls. */
const looks = {
  box: {
    region: undefined,
    text: 'rounded-2xl p-4 font-semibold',
    done: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
    error: 'bg-accent-50 text-accent-900 dark:bg-accent-900/40 dark:text-accent-100',
  },
  line: {
    region: 'mt-3 text-sm font-semibold',
    text: undefined,
    done: 'text-ink',
    error: 'text-accent-700 dark:text-accent-300',
  },
} as const;

/**
 * An answer, announced: the polite live region is there before any answer, so a screen reader
 * hears each one as it arrives. An error in the accent colour, done in the text colour.
 */
export function Notice({
  notice,
  look = 'line',
}: {
  notice: NoticeText | null;
  look?: keyof typeof looks;
}) {
  const style = looks[look];
  return (
    <div role="status" aria-live="polite" className={style.region}>
      {notice ? (
        <p className={[style.text, style[notice.tone]].filter(Boolean).join(' ')}>
          {notice.message}
        </p>
      ) : null}
    </div>
  );
}
