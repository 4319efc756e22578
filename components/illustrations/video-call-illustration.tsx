/** A video call between the consultant and a business owner. Decorative. */
export function VideoCallIllustration() {
  return (
    <svg
      viewBox="0 0 440 340"
      className="mx-auto h-auto w-full max-w-md"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="20" y="20" width="400" height="250" rx="24" className="fill-brand-700" />
      <rect
        x="40"
        y="40"
        width="175"
        height="180"
        rx="16"
        className="fill-brand-100 dark:fill-brand-800"
      />
      <rect
        x="225"
        y="40"
        width="175"
        height="180"
        rx="16"
        className="fill-brand-200 dark:fill-brand-900"
      />
      <circle cx="127" cy="110" r="30" className="fill-brand-500" />
      <path d="M72 205c6-36 30-54 55-54s49 18 55 54" className="fill-brand-500" />
      <circle cx="312" cy="110" r="30" className="fill-accent-400" />
      <path d="M257 205c6-36 30-54 55-54s49 18 55 54" className="fill-accent-400" />
      <rect x="160" y="236" width="120" height="20" rx="10" fill="#f7f7f0" fillOpacity="0.18" />
      <circle cx="190" cy="246" r="6" fill="#f7f7f0" />
      <circle cx="220" cy="246" r="6" fill="#d65a22" />
      <circle cx="250" cy="246" r="6" fill="#f7f7f0" />
      <rect x="150" y="270" width="140" height="18" className="fill-brand-800" />
      <rect
        x="110"
        y="288"
        width="220"
        height="14"
        rx="7"
        className="fill-brand-900 dark:fill-brand-600"
      />
      <g>
        <rect
          x="296"
          y="226"
          width="126"
          height="58"
          rx="16"
          className="fill-surface stroke-line"
          strokeWidth="2"
        />
        <rect
          x="312"
          y="242"
          width="84"
          height="8"
          rx="4"
          className="fill-brand-300 dark:fill-brand-600"
        />
        <rect
          x="312"
          y="258"
          width="56"
          height="8"
          rx="4"
          className="fill-accent-300 dark:fill-accent-700"
        />
      </g>
    </svg>
  );
}
