import type { AgreementQuery } from '../../../shared/contract-package.contracts';

/** The contract-package cache family: every write invalidates `contractKeys.all` (package views, the list, switchers). */
export const contractKeys = {
  all: ['contract-package'] as const,
  myLocations: () => ['contract-package', 'my-locations'] as const,
  location: (locationId: string) => ['contract-package', 'location', locationId] as const,
  agreements: (query: AgreementQuery) => ['contract-package', 'agreements', query] as const,
};
