import { Button } from '../ui/button';

/** "Load more" under a list that grows a page at a time (an infinite query), "Loading…" while the next page comes. */
export function LoadMoreButton({ list }: { list: { fetchNextPage: () => Promise<unknown>; isFetchingNextPage: boolean } }) {
  return (
    <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
      {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </Button>
  );
}
