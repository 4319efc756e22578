/** One of the two decorative head illustrations (data, AI) the loading overlay preloads. */
export function HeadIllustration({ kind }: { kind: 'data' | 'ai' }) {
  return (
    <div className="mx-auto w-full max-w-56 rounded-[2rem] bg-brand-100 p-6 sm:max-w-xs sm:p-8 dark:bg-brand-200">
      <img
        src={`/illustrations/head-${kind}.svg`}
        alt=""
        width={200}
        height={200}
        className="h-auto w-full"
      />
    </div>
  );
}
