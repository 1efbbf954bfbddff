// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { JqEngine } from '../core/query';
import { createJsonToolsApi } from './api';

const context = { progress: vi.fn(), signal: new AbortController().signal };

describe('the worker query API (CONTEXT.md § Query › jq)', () => {
  it('says the document is too large for jq when its WebAssembly aborts, and loads a fresh jq next time', async () => {
    const aborting: JqEngine = {
      raw: () => {
        throw new WebAssembly.RuntimeError('Aborted(). Build with -sASSERTIONS for more info.');
      },
    };
    const working: JqEngine = { raw: () => ({ stdout: '1\n', stderr: '', exitCode: 0 }) };
    const loadJq = vi.fn().mockResolvedValueOnce(aborting).mockResolvedValueOnce(working);
    const api = createJsonToolsApi(loadJq);
    const request = { syntax: 'jq' as const, input: '{"a":1}', query: '.a' };
    expect(await api.query(request, context as never)).toEqual({ status: 'jq-memory', syntax: 'jq' });
    expect(await api.query(request, context as never)).toMatchObject({ status: 'ok', output: '1' });
    expect(loadJq).toHaveBeenCalledTimes(2);
  });

  it('loads jq only for a jq query', async () => {
    const loadJq = vi.fn();
    const api = createJsonToolsApi(loadJq);
    const outcome = await api.query({ syntax: 'jsonpath', input: '[1,2]', query: '$[1]' }, context as never);
    expect(outcome).toMatchObject({ status: 'ok', output: '[\n  2\n]', count: 1 });
    expect(loadJq).not.toHaveBeenCalled();
  });

  it('parses the same input once across queries', async () => {
    const progress = vi.fn();
    const api = createJsonToolsApi(vi.fn());
    const input = '{"a":[1,2,3]}';
    await api.query({ syntax: 'jsonpath', input, query: '$.a[0]' }, { ...context, progress } as never);
    await api.query({ syntax: 'jsonpath', input, query: '$.a[1]' }, { ...context, progress } as never);
    expect(progress.mock.calls.filter(([, stage]) => stage === 'parsing')).toHaveLength(1);
  });

  it('does not hide a jq failure that is not an abort', async () => {
    const api = createJsonToolsApi(async () => ({
      raw: () => {
        throw new TypeError('broken');
      },
    }));
    await expect(api.query({ syntax: 'jq', input: '1', query: '.' }, context as never)).rejects.toThrow(
      'broken',
    );
  });
});
