import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { LibraryPanel } from '../features/marketing/components/library-panel';
import { libraryParsers } from '../features/marketing/marketing-filters';

/** /franchisee/marketing-assets (franchisee): the brand's marketing library to preview and download. */
export function MarketingAssetsPage() {
  const { state, update, setPage } = useListUrlState(libraryParsers);
  return (
    <section>
      <PageHeader
        title="Marketing Assets"
        description="Banners, menus, photos and templates from head office for your brands. Downloads are counted for your location."
      />
      <LibraryPanel state={state} onChange={update} onPage={setPage} />
    </section>
  );
}
