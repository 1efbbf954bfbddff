// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downloadBlob,
  downloadText,
  downloadUrlLifetimeMs,
  OBJECT_URL_TTL_MS,
  openBlobInNewTab,
} from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function stubObjectUrls() {
  const create = vi.fn((_blob: Blob) => 'blob:test-url');
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

describe('downloads', () => {
  it('clicks a temporary link named after the file and releases the URL after the download has read it', () => {
    vi.useFakeTimers();
    const { create, revoke } = stubObjectUrls();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['{}'], { type: 'application/json' });
    downloadBlob(blob, 'formatted.json');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('formatted.json');
    expect(clicked[0]?.href).toBe('blob:test-url');
    expect(document.querySelector('a[download]')).toBeNull();
    // The URL outlives the preview's 1 s: the browser is still reading the blob as it writes.
    vi.advanceTimersByTime(60_999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:test-url');
  });

  it("keeps a large download's URL a second per megabyte longer (a revoked URL cancels the download)", () => {
    expect(downloadUrlLifetimeMs(0)).toBe(60_000);
    expect(downloadUrlLifetimeMs(2)).toBe(61_000);
    expect(downloadUrlLifetimeMs(1_000_000_000)).toBe(60_000 + 1_000_000);
  });

  it("releases a preview tab's URL after 1 s", () => {
    vi.useFakeTimers();
    const { revoke } = stubObjectUrls();
    vi.spyOn(window, 'open').mockReturnValue(null);
    openBlobInNewTab(new Blob(['%PDF']));
    expect(OBJECT_URL_TTL_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:test-url');
  });

  it('downloads text as UTF-8 with its type', async () => {
    const { create } = stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadText('格式', 'a.json', 'application/json');
    const blob = create.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/json;charset=utf-8');
    expect(blob.size).toBe(6);
  });

  it('opens a blob in a new tab and reports a blocked pop-up', () => {
    stubObjectUrls();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({ opener: window } as unknown as Window)
      .mockReturnValueOnce(null);
    expect(openBlobInNewTab(new Blob(['%PDF']))).toBe(true);
    expect(open).toHaveBeenCalledWith('blob:test-url', '_blank');
    expect(open.mock.results[0]?.value.opener).toBeNull();
    expect(openBlobInNewTab(new Blob(['%PDF']))).toBe(false);
  });
});
