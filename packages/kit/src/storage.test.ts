// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createStoredValue, onStoredValueReset, storageKey } from './storage';

afterEach(() => localStorage.clear());

function makeStore(onCorrupt?: (key: string) => void) {
  return createStoredValue({
    namespace: 'test-tool',
    key: 'settings',
    schema: z.object({ size: z.number() }),
    defaultValue: { size: 1 },
    onCorrupt,
  });
}

describe('createStoredValue', () => {
  it('namespaces keys as toolbox:<tool-id>:<key>', () => {
    expect(storageKey('pdf-merge', 'settings')).toBe('toolbox:pdf-merge:settings');
    expect(makeStore().key).toBe('toolbox:test-tool:settings');
  });

  it('gives the default when nothing is stored', () => {
    expect(makeStore().read()).toEqual({ size: 1 });
  });

  it('round-trips a valid value and keeps its identity between reads', () => {
    const store = makeStore();
    store.write({ size: 7 });
    expect(localStorage.getItem('toolbox:test-tool:settings')).toBe('{"size":7}');
    expect(store.read()).toEqual({ size: 7 });
    expect(store.read()).toBe(store.read());
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', '{"size":"big"}'],
  ])('resets %s to the default and reports it once', (_label, raw) => {
    const onCorrupt = vi.fn();
    localStorage.setItem('toolbox:test-tool:settings', raw);
    const store = makeStore(onCorrupt);
    expect(store.read()).toEqual({ size: 1 });
    expect(store.read()).toEqual({ size: 1 });
    expect(onCorrupt).toHaveBeenCalledTimes(1);
    expect(onCorrupt).toHaveBeenCalledWith('toolbox:test-tool:settings');
    expect(localStorage.getItem('toolbox:test-tool:settings')).toBeNull();
  });

  it('tells global reset listeners about a corrupted value', () => {
    const listener = vi.fn();
    const unsubscribe = onStoredValueReset(listener);
    localStorage.setItem('toolbox:test-tool:settings', '[');
    makeStore().read();
    unsubscribe();
    expect(listener).toHaveBeenCalledWith('toolbox:test-tool:settings');
  });

  it('refuses to write a value that fails the schema', () => {
    const store = makeStore();
    expect(() => store.write({ size: 'x' } as unknown as { size: number })).toThrow();
  });

  it('notifies subscribers on write, update and remove, and stops after unsubscribe', () => {
    const store = makeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write({ size: 2 });
    expect(store.update((value) => ({ size: value.size + 1 }))).toEqual({ size: 3 });
    store.remove();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.write({ size: 4 });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('notifies on changes from other tabs', () => {
    const store = makeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'toolbox:test-tool:settings' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'toolbox:other:key' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createStoredValue when the browser refuses storage', () => {
  afterEach(() => vi.restoreAllMocks());

  async function freshModule() {
    vi.resetModules();
    return import('./storage');
  }

  function makeStoreFrom(module: typeof import('./storage')) {
    return module.createStoredValue({
      namespace: 'test-tool',
      key: 'settings',
      schema: z.object({ size: z.number() }),
      defaultValue: { size: 1 },
    });
  }

  it('reads the default when reading throws (storage disabled), with one warning', async () => {
    const module = await freshModule();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = makeStoreFrom(module);
    expect(store.read()).toEqual({ size: 1 });
    expect(makeStoreFrom(module).read()).toEqual({ size: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('SecurityError');
  });

  it('keeps writes in memory once reading has failed, so the visit can read them back', async () => {
    const module = await freshModule();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = makeStoreFrom(module);
    expect(store.read()).toEqual({ size: 1 });
    expect(store.write({ size: 3 })).toBe(false);
    expect(store.read()).toEqual({ size: 3 });
  });

  it('keeps a refused write in memory for the visit, says it was not persisted, warns once', async () => {
    const module = await freshModule();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = makeStoreFrom(module);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.write({ size: 5 })).toBe(false);
    expect(store.read()).toEqual({ size: 5 });
    expect(store.update((value) => ({ size: value.size + 1 }))).toEqual({ size: 6 });
    expect(store.read()).toEqual({ size: 6 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('toolbox:test-tool:settings')).toBeNull();

    // Space comes back: the next write reaches the browser and memory no longer shadows it.
    setItem.mockRestore();
    expect(store.write({ size: 7 })).toBe(true);
    expect(localStorage.getItem('toolbox:test-tool:settings')).toBe('{"size":7}');
    localStorage.setItem('toolbox:test-tool:settings', '{"size":8}');
    expect(store.read()).toEqual({ size: 8 });
  });

  it('removes without throwing when removing throws', async () => {
    const module = await freshModule();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = makeStoreFrom(module);
    expect(() => store.remove()).not.toThrow();
  });
});

describe('createStoredValue with repair', () => {
  const isSize = (value: unknown): value is number => typeof value === 'number';

  it('keeps the valid items of a list with a damaged one and stores the repaired list', async () => {
    const { createStoredValue, guardSchema, isArrayOf, keepValidItems } = await import('./storage');
    const onCorrupt = vi.fn();
    const onRepair = vi.fn();
    localStorage.setItem('toolbox:test-tool:sizes', '[1,"two",3,null]');
    const store = createStoredValue({
      namespace: 'test-tool',
      key: 'sizes',
      schema: guardSchema(isArrayOf(isSize)),
      defaultValue: [] as number[],
      repair: keepValidItems(isSize),
      onCorrupt,
      onRepair,
    });
    expect(store.read()).toEqual([1, 3]);
    expect(store.read()).toBe(store.read());
    expect(localStorage.getItem('toolbox:test-tool:sizes')).toBe('[1,3]');
    expect(onRepair).toHaveBeenCalledTimes(1);
    expect(onCorrupt).not.toHaveBeenCalled();
  });

  it('resets when the repair cannot salvage anything', async () => {
    const { createStoredValue, guardSchema, isArrayOf, keepValidItems } = await import('./storage');
    const onCorrupt = vi.fn();
    localStorage.setItem('toolbox:test-tool:sizes', '{"not":"a list"}');
    const store = createStoredValue({
      namespace: 'test-tool',
      key: 'sizes',
      schema: guardSchema(isArrayOf(isSize)),
      defaultValue: [] as number[],
      repair: keepValidItems(isSize),
      onCorrupt,
    });
    expect(store.read()).toEqual([]);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
  });
});

describe('guardSchema', () => {
  it('accepts what the guard accepts and reports an issue otherwise', async () => {
    const { guardSchema, isArrayOf } = await import('./storage');
    const schema = guardSchema(isArrayOf((value: unknown): value is number => typeof value === 'number'));
    expect(schema['~standard'].validate([1, 2])).toEqual({ value: [1, 2] });
    expect(schema['~standard'].validate([1, 'x'])).toMatchObject({ issues: [{}] });
    expect(schema['~standard'].validate('x')).toMatchObject({ issues: [{}] });
  });
});
