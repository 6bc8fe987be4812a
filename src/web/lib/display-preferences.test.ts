import { describe, expect, it } from 'vitest';
import { DISPLAY_STORAGE_KEY, applyDisplay, rememberDisplay, rememberedDisplay, resolveTheme } from './display-preferences';

function fakeRoot() {
  const classes = new Set<string>();
  return {
    classes,
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
    dataset: {} as Record<string, string | undefined>,
  };
}

function memoryStore(initial: Record<string, string> = {}) {
  const values = { ...initial };
  return { values, getItem: (k: string) => values[k] ?? null, setItem: (k: string, v: string) => void (values[k] = v) };
}

describe('display preferences on the page', () => {
  it('resolves "system" from the device and keeps fixed choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('puts the dark class, colour scheme and density on <html>, and takes them off again', () => {
    const root = fakeRoot();
    applyDisplay(root as unknown as HTMLElement, { theme: 'system', compactTables: true }, true);
    expect([...root.classes]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
    expect(root.dataset.density).toBe('compact');
    applyDisplay(root as unknown as HTMLElement, { theme: 'light', compactTables: false }, true);
    expect([...root.classes]).toEqual([]);
    expect(root.style.colorScheme).toBe('light');
    expect(root.dataset.density).toBeUndefined();
  });

  it('remembers the choice for theme-init.js and reads junk as the defaults', () => {
    const store = memoryStore();
    rememberDisplay({ theme: 'dark', compactTables: true }, store);
    expect(JSON.parse(store.values[DISPLAY_STORAGE_KEY] ?? '')).toEqual({ theme: 'dark', compactTables: true });
    expect(rememberedDisplay(store)).toEqual({ theme: 'dark', compactTables: true });
    expect(rememberedDisplay(memoryStore({ [DISPLAY_STORAGE_KEY]: '{nope' }))).toEqual({ theme: 'system', compactTables: false });
    expect(rememberedDisplay(memoryStore({ [DISPLAY_STORAGE_KEY]: '{"theme":"pink","compactTables":"yes"}' }))).toEqual({
      theme: 'system',
      compactTables: false,
    });
    expect(rememberedDisplay(undefined)).toEqual({ theme: 'system', compactTables: false });
  });
});
