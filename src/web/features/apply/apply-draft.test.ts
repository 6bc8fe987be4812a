import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_VALUES, clearDraft, loadDraft, saveDraft } from './apply-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the application draft in the browser', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('comes back as saved, and is gone once cleared', () => {
    const upload = { id: 'u1', token: 't'.repeat(30), kind: 'government_id' as const, filename: 'id.pdf', sizeBytes: 12 };
    saveDraft({ values: { ...EMPTY_VALUES, firstName: 'Ana', consent: true }, step: 4, uploads: [upload] });
    const draft = loadDraft();
    expect(draft.step).toBe(4);
    expect(draft.values.firstName).toBe('Ana');
    expect(draft.uploads).toEqual([upload]);
    clearDraft();
    expect(loadDraft()).toEqual({ values: EMPTY_VALUES, step: 1, uploads: [] });
  });

  it('starts afresh from an unreadable or tampered draft, keeping only well-formed parts', () => {
    window.localStorage.setItem('franchisehub.apply-draft.v1', '{not json');
    expect(loadDraft().step).toBe(1);
    window.localStorage.setItem(
      'franchisehub.apply-draft.v1',
      JSON.stringify({ values: { firstName: 42, lastName: 'Santos' }, step: 9, uploads: [{ id: 1 }] }),
    );
    const draft = loadDraft();
    expect(draft.values.firstName).toBe('');
    expect(draft.values.lastName).toBe('Santos');
    expect(draft.step).toBe(1);
    expect(draft.uploads).toEqual([]);
  });
});
