import 'react';

// What mails write for Outlook on Windows (Word), which ignores most CSS: `bgcolor` on a table
// cell (React renders the attribute as written; its types only list it on <table>), and the
// mso- properties Word reads instead of padding and display.
declare module 'react' {
  interface TdHTMLAttributes<T> extends HTMLAttributes<T> {
    bgcolor?: string | undefined;
  }
  interface CSSProperties {
    msoHide?: 'all' | undefined;
    msoPaddingAlt?: string | undefined;
  }
}
