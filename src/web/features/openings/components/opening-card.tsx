import { Link } from 'react-router';
import type { OpeningSummary } from '../../../../shared/openings.contracts';
import { formatCalendarDate, addCalendarDays, manilaToday } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { useOpenings } from '../get-openings';
import { targetDaysText } from '../opening-format';
import { OpeningProgress } from './opening-overview';

/** Days after opening (or cancelling) a store's "now trading" (or "cancelled") card stays on the dashboard. */
const RECENT_DAYS = 14;

/**
 * The franchisee dashboard's opening cards: each store still opening (target date, progress, what needs doing, a
 * link to the opening page) and, for two weeks, a store that just opened, pointing at its first sales report, or an
 * opening head office cancelled, with its reason. Nothing shows for a franchisee with no openings.
 */
export function OpeningCards() {
  const query = useOpenings();
  const since = addCalendarDays(manilaToday(), -RECENT_DAYS);
  const shown = (query.data?.items ?? []).filter((o) => o.status === 'in_progress' || (o.openedOn ?? o.cancelledOn ?? '') >= since);
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-4">
      {shown.map((o) =>
        o.status === 'in_progress' ? (
          <InProgressCard key={o.id} opening={o} />
        ) : o.status === 'opened' ? (
          <OpenedCard key={o.id} opening={o} />
        ) : (
          <CancelledCard key={o.id} opening={o} />
        ),
      )}
    </div>
  );
}

function InProgressCard({ opening }: { opening: OpeningSummary }) {
  return (
    <SectionCard title={`Opening ${opening.location.name}`} className="border-primary/40">
      <div className="grid gap-3 text-sm" data-testid="opening-card" data-status="in_progress">
        <p>
          Target opening <span className="font-medium">{formatCalendarDate(opening.targetDate)}</span> ·{' '}
          <span className={opening.daysLeft < 0 ? 'font-medium text-destructive' : undefined}>{targetDaysText(opening.daysLeft)}</span>
        </p>
        <OpeningProgress summary={opening} />
        <p className="text-muted-foreground">
          {opening.criticalOpen} critical {opening.criticalOpen === 1 ? 'item' : 'items'} open
          {opening.overdueCount > 0 ? `, ${opening.overdueCount} overdue` : ''}
          {opening.awaitingReview > 0 ? `, ${opening.awaitingReview} awaiting review` : ''}.
        </p>
        <Link to={`/opening?project=${opening.id}`} className="w-fit font-medium text-primary underline-offset-4 hover:underline">
          Open the opening checklist
        </Link>
      </div>
    </SectionCard>
  );
}

function OpenedCard({ opening }: { opening: OpeningSummary }) {
  return (
    <SectionCard title={`${opening.location.name} is open`}>
      <div className="grid gap-2 text-sm" data-testid="opening-card" data-status="opened">
        <p>
          Trading since <span className="font-medium">{formatCalendarDate(opening.openedOn ?? opening.targetDate)}</span>. Report each day’s
          sales; royalty statements start from the opening date.
        </p>
        <Link to="/franchisee/sales-upload" className="w-fit font-medium text-primary underline-offset-4 hover:underline">
          Report sales
        </Link>
      </div>
    </SectionCard>
  );
}

function CancelledCard({ opening }: { opening: OpeningSummary }) {
  return (
    <SectionCard title={`Opening of ${opening.location.name} cancelled`}>
      <div className="grid gap-2 text-sm" data-testid="opening-card" data-status="cancelled">
        <p>
          Head office cancelled this opening on{' '}
          <span className="font-medium">{formatCalendarDate(opening.cancelledOn ?? opening.targetDate)}</span>
          {opening.cancelReason ? `: ${opening.cancelReason}` : '.'}
        </p>
        <Link to={`/opening?project=${opening.id}`} className="w-fit font-medium text-primary underline-offset-4 hover:underline">
          See the opening record
        </Link>
      </div>
    </SectionCard>
  );
}
