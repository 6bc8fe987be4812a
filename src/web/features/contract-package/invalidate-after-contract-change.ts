import type { QueryClient } from '@tanstack/react-query';
import { contractKeys } from './contract-keys';

/** Any contract-package write: the package views and head office's list both change (counts, package, renewal). */
export function invalidateAfterContractChange(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: contractKeys.all });
}
