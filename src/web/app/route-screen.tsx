import { useEffect, type ComponentType } from 'react';
import type { PageProps } from './route-table';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Home' ? 'FranchiseHub' : `${title} · FranchiseHub`;
  }, [title]);
}

/** A loaded page under its route's title. */
export function RouteScreen({ Page, title, publicSite = false }: { Page: ComponentType<PageProps> } & PageProps) {
  useDocumentTitle(title);
  return <Page title={title} publicSite={publicSite} />;
}
