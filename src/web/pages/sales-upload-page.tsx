import { NoLocationNotice } from '../components/no-location-notice';
import { PageHeader } from '../components/page-header';
import { SectionCard } from '../components/section-card';
import { parseAsDay, parseAsUuid, useListUrlState } from '../components/data-table';
import { Label } from '../components/ui/label';
import { Select } from '../components/ui/select';
import { useSalesLocations } from '../features/sales/get-sales-locations';
import { SalesDaysTable } from '../features/sales/components/sales-days-table';
import { SalesEntryForm } from '../features/sales/components/sales-entry-form';
import { SalesImport } from '../features/sales/components/sales-import';
import { PosKeysPanel } from '../features/pos/components/pos-keys-panel';

/** `?location=…&date=…`: a missing-report reminder opens the page on its location and day. */
const locationParsers = { location: parseAsUuid, date: parseAsDay };

/** /franchisee/sales-upload: a franchisee reports each location's daily sales by hand or from a CSV/XLSX file. */
export function SalesUploadPage() {
  const locations = useSalesLocations();
  const { state, write } = useListUrlState(locationParsers);
  const header = <PageHeader title="Sales Upload" description="Report your daily sales; head office reviews each day." />;
  if (locations.isPending)
    return (
      <section>
        {header}
        <p className="text-muted-foreground">Loading your locations…</p>
      </section>
    );
  if (locations.isError)
    return (
      <section>
        {header}
        <p role="alert">Your locations could not be loaded. Please try again.</p>
      </section>
    );
  if (locations.data.length === 0)
    return (
      <section>
        {header}
        <NoLocationNotice>
          Sales are reported per franchise location. Once head office assigns you a location, you can enter and upload its daily sales here.
        </NoLocationNotice>
      </section>
    );
  const current = locations.data.find((l) => l.id === state.location) ?? locations.data[0];
  return (
    <section className="grid gap-6">
      <div>
        {header}
        {locations.data.length > 1 ? (
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="sales-location">Location</Label>
            <Select id="sales-location" value={current.id} onChange={(e) => write({ location: e.target.value, date: null }, true)}>
              {locations.data.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Location: <span className="font-medium text-foreground">{current.name}</span>
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Enter a day">
          <SalesEntryForm key={`${current.id} ${state.date ?? ''}`} locationId={current.id} requestedDate={state.date} />
        </SectionCard>
        <SectionCard title="Upload a file">
          <SalesImport key={current.id} locationId={current.id} />
        </SectionCard>
      </div>
      <SectionCard title="Reported days">
        <SalesDaysTable locationId={current.id} />
      </SectionCard>
      <SectionCard title="POS feed">
        <PosKeysPanel key={current.id} locationId={current.id} />
      </SectionCard>
    </section>
  );
}
