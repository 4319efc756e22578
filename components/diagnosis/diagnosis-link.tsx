import Link from 'next/link';
import { diagnosisText } from '@/content/diagnosis';

/** The invitation to the self-diagnosis: the home's services, each service page, each article. */
export function DiagnosisLink({ className = '' }: { className?: string }) {
  return (
    <Link
      href={diagnosisText.path}
      prefetch={false}
      className={`inline-block py-2.5 font-semibold underline underline-offset-2 ${className}`}
    >
      {/* A no-break space keeps the arrow with the last word when the line wraps. */}
      {diagnosisText.invitation}&nbsp;<span aria-hidden="true">→</span>
    </Link>
  );
}
