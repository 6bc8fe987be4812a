import { Link } from 'react-router';
import { formatPeso } from '../../../../shared/money';
import { SectionCard } from '../../../components/section-card';
import { useCan } from '../../../app/use-auth-state';
import { useIntegritySummary } from '../get-integrity-summary';
import { integrityLocationLink } from '../integrity-links';

/** The franchisor dashboard's card: open integrity flags and the royalty they estimate as unreported. */
export function IntegrityDashboardCard() {
  const can = useCan('integrity.view');
  const summary = useIntegritySummary(can);
  if (!can) return null;
  return (
    <SectionCard title="Sales integrity" className="mt-6">
      {summary.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : summary.isError ? (
        <p role="alert" className="text-sm">
          The sales integrity summary could not be loaded.
        </p>
      ) : (
        <div className="space-y-2 text-sm" data-testid="integrity-card">
          <p>
            <strong>{summary.data.locationsFlagged}</strong> location(s) with <strong>{summary.data.openFlags}</strong> open flag(s);
            estimated unreported royalty <strong>{formatPeso(summary.data.estRoyaltyCentavos)}</strong>.
          </p>
          {summary.data.top.length ? (
            <ul className="list-disc pl-5">
              {summary.data.top.map((t) => (
                <li key={t.locationId}>
                  <Link className="underline underline-offset-4" to={integrityLocationLink(t.locationId)}>
                    {t.locationName}
                  </Link>{' '}
                  — {formatPeso(t.estRoyaltyCentavos)}, {t.openFlags} flag(s)
                </li>
              ))}
            </ul>
          ) : null}
          <Link className="font-medium underline underline-offset-4" to="/sales-integrity">
            Open sales integrity
          </Link>
        </div>
      )}
    </SectionCard>
  );
}
