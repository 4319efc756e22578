import Link from 'next/link';
import { diagnosisText } from '@/content/diagnosis';

/** The invitation to the self-diagnosis: the home's services, each service page, each article. */
export function DiagnosisLink({ className = '' }: { className?: string }) {
  return (
    <Link
      href={diagnosisText.path}
      prefetch={false}
      className={`inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-2 ${className}`}
    >
      {diagnosisText.invitation}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
