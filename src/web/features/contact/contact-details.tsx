import { Clock, ExternalLink, Mail, Phone, Building2 } from 'lucide-react';
import { CONTACT } from '../../../shared/constants';
import { LocationMap } from '../../components/map/location-map';
import { openStreetMapUrl } from '../../components/map/map-tiles';

export interface OfficeInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * Head office: address, phone, e-mail and hours as text first, then the map (decoration: with the tiles blocked
 * the page says everything it did, and "Open in OpenStreetMap" still finds the place).
 */
export function ContactDetails({ office }: { office: OfficeInfo }) {
  const { lat, lng } = CONTACT.coordinates;
  return (
    <div className="grid gap-6">
      <ul className="grid gap-5 rounded-xl border border-border bg-card p-6 shadow-sm">
        <li className="flex gap-3">
          <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">{office.name}</p>
            <div className="text-muted-foreground">
              <address className="not-italic">{office.address}</address>
              <a
                href={openStreetMapUrl(lat, lng)}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                Open in OpenStreetMap <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">Phone</p>
            <div>
              <a href={`tel:${office.phone.replace(/\s/g, '')}`} className="text-muted-foreground underline-offset-4 hover:underline">
                {office.phone}
              </a>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">Email</p>
            <div>
              <a href={`mailto:${office.email}`} className="break-all text-muted-foreground underline-offset-4 hover:underline">
                {office.email}
              </a>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">Business hours</p>
            <div>
              <ul className="text-muted-foreground" data-testid="business-hours">
                {CONTACT.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
        </li>
      </ul>
      <LocationMap
        center={{ lat, lng }}
        zoom={16}
        markers={[{ id: 'office', lat, lng, label: office.name }]}
        label={`Map of ${office.name}, ${CONTACT.office}`}
        className="h-64 w-full sm:h-80"
      />
    </div>
  );
}
