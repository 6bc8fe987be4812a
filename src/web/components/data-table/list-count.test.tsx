import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countText, ListCount } from './list-count';

describe('countText', () => {
  it('names one in the singular and counts the rest with thousands separators', () => {
    expect(countText(1, ['post', 'posts'])).toBe('1 post');
    expect(countText(0, ['post', 'posts'])).toBe('0 posts');
    expect(countText(1204, ['purchase order', 'purchase orders'])).toBe('1,204 purchase orders');
  });
});

describe('ListCount', () => {
  it('announces the count, with its suffix and test id', () => {
    const html = renderToStaticMarkup(<ListCount total={2} noun={['supplier', 'suppliers']} suffix=", by name" testId="summary" />);
    expect(html).toBe('<p class="text-sm text-muted-foreground" aria-live="polite" data-testid="summary">2 suppliers, by name</p>');
  });

  it('says "Updating…" while busy', () => {
    expect(renderToStaticMarkup(<ListCount total={2} noun={['row', 'rows']} busy />)).toContain('>Updating…</p>');
  });
});
