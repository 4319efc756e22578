/** The logo mark of public/logo.svg as inline SVG: ready with the first paint, no request. */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="15" fill="#f7f7f0" />
      <rect x="14" y="14" width="9" height="36" rx="3.5" fill="#57593d" />
      <rect x="41" y="26" width="9" height="24" rx="3.5" fill="#57593d" />
      <rect x="19" y="29" width="26" height="7" rx="3.5" fill="#878a53" />
      <circle cx="45.5" cy="16.5" r="5.5" fill="#d65a22" />
    </svg>
  );
}
