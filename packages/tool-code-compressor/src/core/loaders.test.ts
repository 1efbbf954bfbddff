import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loaders';
import { processCode } from './process-code';

// The first import of csso fails (a dropped connection, say); later ones work.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('csso/dist/csso.esm', async (importOriginal) => {
  attempts.count += 1;
  if (attempts.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('loadOnce', () => {
  it('loads once and shares the result between callers', async () => {
    const load = vi.fn(async () => ({ name: 'library' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('library');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('library');
    expect(await get()).toBe('library');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a library that failed to load is loaded again on the next run', async () => {
    const run = () => processCode({ language: 'css', mode: 'minify', input: 'a { color: red }' });
    await expect(run()).rejects.toThrow();
    expect(await run()).toEqual({ ok: true, output: 'a{color:red}' });
  });
});
