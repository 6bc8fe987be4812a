import type { RoyaltyStatementDetail } from '../../../../shared/finance.contracts';
import { formatCalendarDate } from '../../../../shared/time';

/**
 * The month's days behind the statement (decision 016): how many are approved and billed, which still await head
 * office's review (not billed until decided), and which have no report at all. Both parties see the same list.
 */
export function StatementDays({ days }: { days: RoyaltyStatementDetail['days'] }) {
  return (
    <section aria-label="Days" className="grid gap-1 text-sm" data-testid="statement-days">
      <h3 className="font-semibold">Days</h3>
      <p>
        {days.approved} of {days.inMonth} days approved and billed.
      </p>
      <DayList label="Awaiting review" dates={days.awaitingReviewDates} none="No days awaiting review." />
      <DayList label="Missing" dates={days.missingDates} none="No missing days." />
    </section>
  );
}

function DayList({ label, dates, none }: { label: string; dates: string[]; none: string }) {
  if (dates.length === 0) return <p className="text-muted-foreground">{none}</p>;
  return (
    <p>
      <span className="font-medium">
        {label} ({dates.length}):
      </span>{' '}
      {dates.map(formatCalendarDate).join(', ')}
    </p>
  );
}
