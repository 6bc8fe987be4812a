import type { CheckStatus, SuiteStatus } from '../../../../shared/diagnostics.contracts';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';

const LOOK: Record<CheckStatus | SuiteStatus | 'never', { label: string; tone: string }> = {
  pass: { label: 'Pass', tone: PILL_TONES.good },
  fail: { label: 'Fail', tone: PILL_TONES.bad },
  skip: { label: 'Skipped', tone: PILL_TONES.neutral },
  skipped: { label: 'Skipped', tone: PILL_TONES.neutral },
  never: { label: 'Not run yet', tone: PILL_TONES.neutral },
};

/** A check's or a suite's result in words (not colour alone); `data-status` lets tests find it. */
export function RunStatusBadge({ status, kind = 'Result' }: { status: CheckStatus | SuiteStatus | 'never'; kind?: string | null }) {
  const look = LOOK[status];
  return <StatusPill label={look.label} tone={look.tone} status={status} kind={kind} />;
}
