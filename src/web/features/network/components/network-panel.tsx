import type { ComponentProps } from 'react';
import { BrandsSection } from './brands-section';
import { LocationsSection } from './locations-section';

/** The structure of the network: brands above, locations below (IAM console's Network tab). */
export function NetworkPanel(props: ComponentProps<typeof LocationsSection>) {
  return (
    <div className="grid gap-8">
      <BrandsSection canWrite={props.canWrite} />
      <LocationsSection {...props} />
    </div>
  );
}
