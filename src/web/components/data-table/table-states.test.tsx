import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableEmpty } from './table-states';

describe('TableEmpty', () => {
  it('gives the reason, and the quieter line on what to do when there is one', () => {
    const html = renderToStaticMarkup(<TableEmpty detail="Try another search.">No products match these filters.</TableEmpty>);
    expect(html).toContain('<div class="font-medium">No products match these filters.</div>');
    expect(html).toContain('<p class="text-sm text-muted-foreground">Try another search.</p>');
    expect(renderToStaticMarkup(<TableEmpty>No posts yet.</TableEmpty>)).not.toContain('<p class');
  });
});
