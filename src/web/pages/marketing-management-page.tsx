import { PlaceholderPage } from './placeholder-page';
import type { PageProps } from '../app/route-table';

// Skeleton (issue 15): the feature's helper replaces this with the real page.
export function MarketingManagementPage(props: PageProps) {
  return <PlaceholderPage {...props} />;
}
