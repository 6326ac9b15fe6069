import { CircleAlert, CircleCheck, OctagonX } from 'lucide-react';
import type { ReviewFinding } from '@/modules/bulletins/rules/review-checks';

/** What the checks found for one bulletin: blocks and warnings said in words, with an icon, never by colour alone. */
export function ReviewFindings({ findings }: { findings: readonly ReviewFinding[] }) {
  if (findings.length === 0)
    return (
      <p className="flex items-center gap-1 text-sm">
        <CircleCheck aria-hidden className="size-4 shrink-0" /> Checks passed: nothing blocks or warns.
      </p>
    );
  return (
    <ul className="grid gap-1 text-sm" aria-label="Checks">
      {findings.map((finding) => (
        <li key={finding.code} className={`flex gap-1 ${finding.level === 'block' ? 'text-error' : ''}`}>
          {finding.level === 'block' ? (
            <OctagonX aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            <strong>{finding.level === 'block' ? 'Blocks approval' : 'Warning'}:</strong> {finding.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
