import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { Supplier } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { daysText, rateText, ratingText } from '../supplier-format';

/** The overview tab: contact, terms and the delivery figures derived from received purchase orders. */
export function SupplierOverview({ supplier: s }: { supplier: Supplier }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {s.description ? (
        <SectionCard title="About" className="lg:col-span-2">
          <p className="whitespace-pre-line text-sm">{s.description}</p>
        </SectionCard>
      ) : null}
      <SectionCard title="Contact">
        <dl className="grid gap-3 text-sm">
          <Item label="Contact name">{s.contactName ?? '—'}</Item>
          <Item label="Email">
            {s.contactEmail ? (
              <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${s.contactEmail}`}>
                {s.contactEmail}
              </a>
            ) : (
              '—'
            )}
          </Item>
          <Item label="Phone">
            {s.contactPhone ? (
              <a className="text-primary underline-offset-4 hover:underline" href={`tel:${s.contactPhone.replace(/[^\d+]/g, '')}`}>
                {s.contactPhone}
              </a>
            ) : (
              '—'
            )}
          </Item>
          <Item label="Website">
            {s.website ? (
              <a
                className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                href={s.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                {s.website}
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              '—'
            )}
          </Item>
          <Item label="Address">{s.address ?? '—'}</Item>
        </dl>
      </SectionCard>
      <SectionCard title="Ordering terms">
        <dl className="grid gap-3 text-sm">
          <Item label="Lead time">{daysText(s.leadTimeDays)}</Item>
          <Item label="Minimum order">{s.minimumOrderCentavos === 0 ? 'No minimum' : formatPeso(s.minimumOrderCentavos)}</Item>
          <Item label="Products supplied">{s.productCount}</Item>
          <Item label="Active contracts">{s.activeContractCount}</Item>
          <Item label="Open purchase orders">{s.openPurchaseOrderCount}</Item>
          <Item label="Added">{formatDate(s.createdAt)}</Item>
        </dl>
      </SectionCard>
      <SectionCard title="Delivery record" className="lg:col-span-2">
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-4">
          <Figure label="Rating" value={ratingText(s.rating)} />
          <Figure label="On-time delivery" value={rateText(s.onTimeRate)} />
          <Figure label="Fill rate" value={rateText(s.fillRate)} />
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Computed from received purchase orders; the rating weighs on-time delivery, fill rate and lead time.
        </p>
      </SectionCard>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 rounded-lg border border-border p-3 sm:block">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums sm:mt-1 sm:text-2xl">{value}</dd>
    </div>
  );
}
