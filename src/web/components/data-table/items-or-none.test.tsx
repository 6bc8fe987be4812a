import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemsOrNone } from './items-or-none';

describe('ItemsOrNone', () => {
  it('says there are none for an empty list', () => {
    expect(renderToStaticMarkup(<ItemsOrNone items={[]} none="No documents yet." children={<ul />} />)).toBe(
      '<p class="text-sm text-muted-foreground">No documents yet.</p>',
    );
  });

  it('shows the list when it has rows', () => {
    expect(renderToStaticMarkup(<ItemsOrNone items={[1]} none="No documents yet." children={<ul />} />)).toBe('<ul></ul>');
  });
});
