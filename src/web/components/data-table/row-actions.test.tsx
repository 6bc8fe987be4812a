import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Pencil } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { RowActionButton, RowActionLink, rowActionsColumn } from './row-actions';

const html = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('row actions', () => {
  it('names the row in the accessible name, and shows the word (the tooltip unless told otherwise)', () => {
    const out = html(<RowActionButton label="Edit CON-1" text="Edit" icon={Pencil} onClick={() => undefined} />);
    expect(out).toContain('aria-label="Edit CON-1"');
    expect(out).toContain('title="Edit"');
    expect(out).toContain('<span class="md:sr-only">Edit</span>');
    expect(html(<RowActionButton label="x" text="History" title="Cost history" icon={Pencil} onClick={() => undefined} />)).toContain(
      'title="Cost history"',
    );
  });

  it('links in the app, or to an outside page in a new tab', () => {
    expect(html(<RowActionLink to="/blog/edit/1" label="Edit A" text="Edit" icon={Pencil} />)).toMatch(/<a [^>]*href="\/blog\/edit\/1"/);
    const live = html(<RowActionLink href="/blog/a" label="View live: A" text="View live" icon={Pencil} />);
    expect(live).toContain('target="_blank"');
    expect(live).toContain('rel="noreferrer"');
  });

  it('puts them in a last column headed "Actions" for screen readers', () => {
    const out = html(
      <DataTable
        caption="Things"
        data={[{ id: 'a' }]}
        getRowId={(r) => r.id}
        columns={[rowActionsColumn<{ id: string }>((r) => <span>act {r.id}</span>, { spread: true })]}
      />,
    );
    expect(out).toContain('<span class="sr-only">Actions</span>');
    expect(out).toContain('<span>act a</span>');
  });
});
