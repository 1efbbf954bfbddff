// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyText', () => {
  it('uses the async Clipboard API when present', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('falls back to execCommand when the API refuses', async () => {
    setClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const execCommand = vi.fn(() => true);
    Object.assign(document, { execCommand });
    await expect(copyText('hello')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when nothing can copy', async () => {
    Object.assign(document, { execCommand: vi.fn(() => false) });
    await expect(copyText('hello')).resolves.toBe(false);
  });
});
