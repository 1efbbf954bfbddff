// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBackupFile } from './backup';
import {
  announceStorageChange,
  collectStorage,
  importStorageNamespace,
  mergeStoredValue,
} from './backup-storage';
import { createStoredValue, guardSchema, isArrayOf } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const set = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const get = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('collecting localStorage (CONTEXT.md Rules: Backup › What is saved)', () => {
  it('takes every toolbox:* record, parsed, and nothing else', () => {
    set('toolbox:site:favourites', ['json-tools']);
    set('toolbox:icon-maker:templates', [{ id: 't1' }]);
    localStorage.setItem('toolbox:site:broken', '{nope');
    localStorage.setItem('another-app', '1');
    expect(collectStorage(localStorage)).toEqual({
      entries: { 'toolbox:icon-maker:templates': [{ id: 't1' }], 'toolbox:site:favourites': ['json-tools'] },
      unreadable: ['toolbox:site:broken'],
    });
  });

  it('round trip: what is collected is imported back exactly into an empty browser', () => {
    set('toolbox:site:favourites', ['json-tools', 'pdf-merge']);
    set('toolbox:site:theme', 'dark');
    set('toolbox:countdown-timer:countdown-presets', [{ id: 'p', name: 'Tea', totalSeconds: 150 }]);
    const { entries } = collectStorage(localStorage);
    const saved = { ...localStorage };
    localStorage.clear();
    const read = readBackupFile(
      JSON.stringify({ format: 'toolbox-backup', version: 1, localStorage: entries, databases: {} }),
    );
    if (!read.ok || read.file.storage === 'damaged') throw new Error('unreadable');
    for (const [namespace, records] of read.file.storage)
      importStorageNamespace({ storage: localStorage, namespace, records, mode: 'merge' });
    expect({ ...localStorage }).toEqual(saved);
  });
});

describe('merging one stored value (CONTEXT.md Rules: Backup › Merge)', () => {
  it.each([
    ['favourites: local order kept, new ids added', ['a', 'b'], ['c', 'a'], ['a', 'b', 'c']],
    [
      'presets by id: local kept, new added',
      [{ id: 1, name: 'mine' }],
      [
        { id: 1, name: 'theirs' },
        { id: 2, name: 'new' },
      ],
      [
        { id: 1, name: 'mine' },
        { id: 2, name: 'new' },
      ],
    ],
    [
      'usage statistics by toolId: the local entry kept',
      [{ toolId: 'x', usageCount: 3 }],
      [
        { toolId: 'x', usageCount: 9 },
        { toolId: 'y', usageCount: 1 },
      ],
      [
        { toolId: 'x', usageCount: 3 },
        { toolId: 'y', usageCount: 1 },
      ],
    ],
    [
      'a list item with a later updatedAt takes the file’s copy',
      [{ id: 'a', updatedAt: 1, v: 'old' }],
      [{ id: 'a', updatedAt: 2, v: 'new' }],
      [{ id: 'a', updatedAt: 2, v: 'new' }],
    ],
    ['a setting without updatedAt keeps the local one', 'dark', 'light', 'dark'],
    ['an object without updatedAt keeps the local one', { size: 1 }, { size: 2 }, { size: 1 }],
    [
      'an object with a later updatedAt takes the file’s',
      { updatedAt: 1 },
      { updatedAt: 2 },
      { updatedAt: 2 },
    ],
  ])('%s', (_name, local, incoming, expected) => {
    expect(mergeStoredValue(local, incoming)).toEqual(expected);
  });
});

describe('importing a namespace (CONTEXT.md Rules: Backup › Merge, › Replace, › Nothing lost)', () => {
  const records = {
    'toolbox:site:favourites': ['b'],
    'toolbox:site:theme': 'light',
  };

  it('merge keeps what is here, adds what is new, and never touches other namespaces', () => {
    set('toolbox:site:favourites', ['a']);
    set('toolbox:site:theme', 'dark');
    set('toolbox:site:usage-stats', []);
    set('toolbox:icon-maker:templates', [{ id: 't' }]);
    const result = importStorageNamespace({
      storage: localStorage,
      namespace: 'site',
      records,
      mode: 'merge',
    });
    expect(result).toEqual({
      ok: true,
      outcome: { added: 0, updated: 1, kept: 1, removed: 0 },
      changedKeys: ['toolbox:site:favourites'],
    });
    expect(get('toolbox:site:favourites')).toEqual(['a', 'b']);
    expect(get('toolbox:site:theme')).toBe('dark');
    expect(get('toolbox:site:usage-stats')).toEqual([]);
    expect(get('toolbox:icon-maker:templates')).toEqual([{ id: 't' }]);
  });

  it('replace clears the namespace first, then writes the file’s records', () => {
    set('toolbox:site:favourites', ['a']);
    set('toolbox:site:usage-stats', [{ toolId: 'x' }]);
    set('toolbox:icon-maker:templates', [{ id: 't' }]);
    const result = importStorageNamespace({
      storage: localStorage,
      namespace: 'site',
      records,
      mode: 'replace',
    });
    expect(result).toMatchObject({ ok: true, outcome: { added: 1, updated: 1, kept: 0, removed: 1 } });
    expect(get('toolbox:site:favourites')).toEqual(['b']);
    expect(get('toolbox:site:theme')).toBe('light');
    expect(localStorage.getItem('toolbox:site:usage-stats')).toBeNull();
    expect(get('toolbox:icon-maker:templates')).toEqual([{ id: 't' }]);
  });

  it('a damaged local value is replaced by the file’s in a merge', () => {
    localStorage.setItem('toolbox:site:theme', '{broken');
    importStorageNamespace({ storage: localStorage, namespace: 'site', records, mode: 'merge' });
    expect(get('toolbox:site:theme')).toBe('light');
  });

  it('a refused write puts every touched key back: nothing here is lost', () => {
    set('toolbox:site:favourites', ['a']);
    set('toolbox:site:usage-stats', [{ toolId: 'x' }]);
    const original = Storage.prototype.setItem;
    let writes = 0;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      writes += 1;
      // The second write of the import fails; the writes that put things back succeed.
      if (writes === 2) throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    const result = importStorageNamespace({
      storage: localStorage,
      namespace: 'site',
      records,
      mode: 'replace',
    });
    expect(result).toEqual({ ok: false, error: 'refused', message: 'QuotaExceededError: full' });
    expect(get('toolbox:site:favourites')).toEqual(['a']);
    expect(localStorage.getItem('toolbox:site:theme')).toBeNull();
    expect(get('toolbox:site:usage-stats')).toEqual([{ toolId: 'x' }]);
  });
});

describe('after an import the page sees the records (CONTEXT.md Rules: Backup › Seen at once)', () => {
  it('a stored value subscribed in this tab reads the imported value', () => {
    const store = createStoredValue({
      namespace: 'site',
      key: 'favourites',
      schema: guardSchema(isArrayOf((item): item is string => typeof item === 'string')),
      defaultValue: [] as string[],
    });
    expect(store.read()).toEqual([]);
    const seen: string[][] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.read()));
    const result = importStorageNamespace({
      storage: localStorage,
      namespace: 'site',
      records: { 'toolbox:site:favourites': ['json-tools'] },
      mode: 'merge',
    });
    if (!result.ok) throw new Error(result.message);
    announceStorageChange(result.changedKeys);
    unsubscribe();
    expect(seen).toEqual([['json-tools']]);
  });
});
