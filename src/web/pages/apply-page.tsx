import type { PageProps } from '../app/route-table';
import { PlaceholderPage } from './placeholder-page';

// Skeleton: replaced by the issue 16 build.
export function ApplyPage(props: PageProps) {
  return <PlaceholderPage {...props} />;
}
