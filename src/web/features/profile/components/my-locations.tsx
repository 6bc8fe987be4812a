import { Clock, MapPin, Phone } from 'lucide-react';
import { LOCATION_STATUS_LABELS, type Location } from '../../../../shared/network.contracts';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatPhone } from '../format-phone';
import { useMyLocations } from '../get-my-locations';
import { operatingHoursLines } from '../operating-hours';

const STATUS_TONE: Partial<Record<Location['status'], string>> = {
  open: 'bg-success-soft text-success',
  closed: 'bg-muted text-muted-foreground',
  sold: 'bg-muted text-muted-foreground',
};

/** A franchisee's own locations, read-only (head office edits them). */
export function MyLocations() {
  const locations = useMyLocations(true);
  if (locations.isPending) return <p className="text-sm text-muted-foreground">Loading your locations…</p>;
  if (locations.isError) return <InlineLoadError message="We could not load your locations." onRetry={() => void locations.refetch()} />;
  if (locations.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Your account is not linked to a location yet. Head office assigns locations to franchisees.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="My locations">
      {locations.data.map((location) => (
        <LocationItem key={location.id} location={location} />
      ))}
    </ul>
  );
}

function LocationItem({ location }: { location: Location }) {
  const hours = operatingHoursLines(location.operatingHours);
  const address = [location.addressLine, location.city, location.province].filter(Boolean).join(', ');
  return (
    <li className="grid content-start gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{location.name}</p>
          <p className="text-sm text-muted-foreground">
            {location.brandName} · <span className="font-mono">{location.code}</span>
          </p>
        </div>
        <Badge variant="neutral" className={cn(STATUS_TONE[location.status])}>
          {LOCATION_STATUS_LABELS[location.status]}
        </Badge>
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">Address</span>
          </dt>
          <dd className="min-w-0 break-words">{address || '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Phone aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>{location.phone ? formatPhone(location.phone) : 'No phone on file'}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Clock aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">Hours</span>
          </dt>
          <dd>
            {hours.length
              ? hours.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))
              : 'Hours not set'}
          </dd>
        </div>
      </dl>
    </li>
  );
}
