import Link from 'next/link';
import { diagnosisText } from '@/content/diagnosis';
import { CTA_NAMES, ctaMark } from '@/lib/analytics/cta';

/** The invitation to the self-diagnosis: the home's services, each service page, each article. */
export function DiagnosisLink({ className = '' }: { className?: string }) {
  return (
    <Link
      href={diagnosisText.path}
      prefetch={false}
      {...ctaMark(CTA_NAMES.diagnosisInvitation)}
      className={`inline-block py-2.5 font-semibold underline underline-offset-2 ${className}`}
    >
      {/* A no-break space keeps the arrow with the last word when the line wraps. */}
      {diagnosisText.invitation}&nbsp;<span aria-hidden="true">→</span>
    </Link>
  );
}
