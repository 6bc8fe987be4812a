import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClearFiltersLink, FilterCard, FilterSearchField, PhoneSortSelect } from './filter-bar';

const noop = () => undefined;

describe('filter bar kit', () => {
  it('a labelled card is the search landmark; an unlabelled one is just the card', () => {
    expect(renderToStaticMarkup(<FilterCard label="Supplier filters">x</FilterCard>)).toBe(
      '<div class="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Supplier filters">x</div>',
    );
    expect(
      renderToStaticMarkup(
        <FilterCard flat className="sm:grid-cols-2">
          x
        </FilterCard>,
      ),
    ).toBe('<div class="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-2">x</div>');
  });

  it('the search box inside a card is not a landmark of its own', () => {
    const html = renderToStaticMarkup(
      <FilterSearchField id="s" label="Search posts" placeholder="Title" maxLength={100} value="" onSearch={noop} />,
    );
    expect(html).not.toContain('role="search"');
    expect(html).toContain('Search posts');
  });

  it('the phone sort offers the default as its first choice and the others after it', () => {
    const html = renderToStaticMarkup(
      <PhoneSortSelect
        id="sort"
        sorts={['name_asc', 'newest'] as const}
        labels={{ name_asc: 'Name A–Z', newest: 'Newest first' }}
        fallback="name_asc"
        value="name_asc"
        onChange={noop}
      />,
    );
    expect(html).toContain('class="grid gap-2 md:hidden"');
    expect(html.match(/<option[^>]*>[^<]*<\/option>/g)).toEqual([
      '<option value="" selected="">Name A–Z</option>',
      '<option value="newest">Newest first</option>',
    ]);
  });

  it('"Clear filters" shows only while a filter is set', () => {
    expect(renderToStaticMarkup(<ClearFiltersLink hidden onClear={noop} />)).toBe('');
    expect(renderToStaticMarkup(<ClearFiltersLink hidden={false} onClear={noop} />)).toContain('Clear filters');
  });
});
