'use client';

import { Button } from '@/components/ui/button';
import { downloadFile } from '@/components/ui/download-file';
import { articleMailText as text } from '@/content/article-mail';
import type { ArticleMailPreview } from '@/lib/email/article-mail-contract';

/**
 * The article's mail as files, for any mail tool: the HTML as the function made it, and the text
 * with its subject on the first line. Always offered; the only way when no tool is connected.
 */
export function ArticleMailDownloads({
  slug,
  mail,
}: {
  slug: string | undefined;
  /** Null or undefined while there is no mail to save. */
  mail: ArticleMailPreview | null | undefined;
}) {
  function download(extension: 'html' | 'txt') {
    if (!mail || !slug) return;
    const name = `${text.fileName(slug)}.${extension}`;
    if (extension === 'html') downloadFile(name, 'text/html;charset=utf-8', mail.html);
    else
      downloadFile(
        name,
        'text/plain;charset=utf-8',
        `${text.subjectLabel}: ${mail.subject}\n\n${mail.text}`,
      );
  }
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!mail} onClick={() => download('html')}>
          {text.downloadHtml}
        </Button>
        <Button variant="secondary" disabled={!mail} onClick={() => download('txt')}>
          {text.downloadText}
        </Button>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{text.downloadHint}</p>
    </>
  );
}
