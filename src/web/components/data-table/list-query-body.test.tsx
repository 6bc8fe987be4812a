import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListQueryBody, type ListQueryResult } from './list-query-body';

type Page = { items: { id: string; name: string }[]; total: number };

const query = (patch: Partial<ListQueryResult<Page>>): ListQueryResult<Page> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  isPlaceholderData: false,
  refetch: () => undefined,
  ...patch,
});

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `Row ${i + 1}` }));

function render(
  q: ListQueryResult<Page>,
  extra: { filtered?: boolean; page?: number; summary?: boolean; actions?: boolean; emptyIcon?: boolean } = {},
) {
  return renderToStaticMarkup(
    <ListQueryBody
      query={q}
      loadingLabel="Loading things"
      errorFallback="Things could not be loaded."
      filtered={extra.filtered ?? false}
      noMatches="No things match these filters."
      noneYet="No things yet."
      emptyIcon={extra.emptyIcon ? <svg data-testid="own-icon" /> : undefined}
      page={extra.page ?? 1}
      pageSize={2}
      onPage={() => undefined}
      summary={
        extra.summary
          ? (info, data) => (
              <p data-testid="summary">
                {`${info.shown} of ${info.total} on page ${info.page} of ${info.pageSize}${info.busy ? ', busy' : ''}; ${data.items[0]?.name}`}
              </p>
            )
          : undefined
      }
      actions={extra.actions ? <button type="button">Add thing</button> : undefined}
    >
      {(items) => (
        <ul data-testid="table">
          {items.map((r) => (
            <li key={r.id}>{r.name}</li>
          ))}
        </ul>
      )}
    </ListQueryBody>,
  );
}

describe('ListQueryBody', () => {
  it('shows the busy placeholder on the first load, and nothing else', () => {
    const html = render(query({ isPending: true }), { summary: true, actions: true });
    expect(html).toContain('role="status" aria-busy="true" aria-label="Loading things"');
    expect(html).not.toContain('summary');
    expect(html).not.toContain('Pagination');
  });

  it('shows the error with the fallback and "Try again" when nothing is loaded', () => {
    const html = render(query({ isError: true, error: new Error('boom') }));
    expect(html).toContain('Things could not be loaded.');
    expect(html).toContain('Try again');
    expect(html).not.toContain('data-testid="table"');
  });

  it('keeps showing the last page when a refetch fails', () => {
    const html = render(query({ isError: true, error: new Error('boom'), data: { items: rows(1), total: 1 } }));
    expect(html).toContain('Row 1');
    expect(html).not.toContain('Try again');
  });

  it('renders the summary row, the table and the pager for a page of rows', () => {
    const html = render(query({ data: { items: rows(2), total: 5 } }), { summary: true, actions: true, page: 2 });
    expect(html).toContain(
      '<div class="flex flex-wrap items-center justify-between gap-3"><p data-testid="summary">2 of 5 on page 2 of 2; Row 1</p>',
    );
    expect(html).toContain('Add thing');
    expect(html).toContain('<li>Row 2</li>');
    expect(html).toContain('Page 2 of 3');
    expect(html.indexOf('summary')).toBeLessThan(html.indexOf('data-testid="table"'));
  });

  it('leaves out the summary row when there is neither summary nor actions', () => {
    const html = render(query({ data: { items: rows(1), total: 1 } }));
    expect(html).not.toContain('flex flex-wrap items-center justify-between');
    expect(html).toContain('<ul data-testid="table">');
  });

  it('picks the empty message: no matches, an emptied page, or nothing yet', () => {
    expect(render(query({ data: { items: [], total: 0 } }), { filtered: true })).toContain('No things match these filters.');
    expect(render(query({ data: { items: [], total: 3 } }), { page: 4 })).toContain('This page is empty.');
    const none = render(query({ data: { items: [], total: 0 } }));
    expect(none).toContain('No things yet.');
    expect(none).not.toContain('data-testid="table"');
    expect(none).not.toContain('Pagination');
  });

  it('still offers the way back from a page that emptied', () => {
    const html = render(query({ data: { items: [], total: 3 } }), { page: 4 });
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain('Page 4 of 4');
  });

  it('disables the pager while the next page loads', () => {
    const html = render(query({ data: { items: rows(2), total: 5 }, isPlaceholderData: true }));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Next/);
  });

  it("shows the list's own icon in the empty box when it has one", () => {
    expect(render(query({ data: { items: [], total: 0 } }), { emptyIcon: true })).toContain('data-testid="own-icon"');
    expect(render(query({ data: { items: [], total: 0 } }))).not.toContain('own-icon');
  });
});
