import type { ReactNode } from 'react';
import type { OrderingLocation } from '../../../../shared/cart.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NoLocationNotice } from '../../../components/no-location-notice';
import { errorMessage } from '../../../lib/api-client';
import { selectedLocationOf, useOrderingLocations } from '../../../lib/queries/get-ordering-locations';

/**
 * Renders its children only for a franchisee with a location to order for. Without one the page
 * shows the "not linked" explanation instead: no catalogue, no cart requests, no empty grids.
 */
export function OrderingLocationGate({ children }: { children: (location: OrderingLocation) => ReactNode }) {
  const locations = useOrderingLocations();

  if (locations.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your locations" className="grid gap-3">
        <div className="h-10 w-64 animate-pulse rounded-md bg-muted" />
        <div className="h-40 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }
  if (locations.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(locations.error, 'Your locations could not be loaded.')}</span>
          <Button size="sm" variant="outline" onClick={() => void locations.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const selected = selectedLocationOf(locations.data);
  if (!selected)
    return (
      <NoLocationNotice>
        Ordering is done for a franchise location. Head office must assign you a location first; once they have, you can browse the
        catalogue and order stock here.
      </NoLocationNotice>
    );
  return children(selected);
}
