import type { ComponentType } from 'react';
import { useRouteMeta } from './page-meta';
import type { PageProps } from './route-table';

/**
 * A loaded page under its route's title. The route's title and the site's description are the default; a page that
 * knows better (a brand, a post) sets its own with usePageMeta, which wins (see page-meta.ts).
 */
export function RouteScreen({ Page, title, publicSite = false }: { Page: ComponentType<PageProps> } & PageProps) {
  useRouteMeta(title);
  return <Page title={title} publicSite={publicSite} />;
}
