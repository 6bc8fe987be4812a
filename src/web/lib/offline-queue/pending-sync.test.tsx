import 'fake-indexeddb/auto';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PendingSync, pendingSyncText } from './pending-sync';

describe('PendingSync', () => {
  it('counts changes, singular for one', () => {
    expect(pendingSyncText(1)).toBe('1 change waiting to sync');
    expect(pendingSyncText(3)).toBe('3 changes waiting to sync');
  });

  it('renders nothing while nothing waits', () => {
    expect(renderToStaticMarkup(<PendingSync scope="sales:none" />)).toBe('');
  });
});
