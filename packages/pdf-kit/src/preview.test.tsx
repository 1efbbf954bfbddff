import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPdfInNewTab, PdfThumbnails } from './preview';

afterEach(() => vi.restoreAllMocks());

describe('openPdfInNewTab', () => {
  it('opens a blob URL of the bytes in a new tab and releases it after 1 s', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    expect(openPdfInNewTab(new Uint8Array([37, 80, 68, 70]))).toBe(true);
    const [blob] = create.mock.calls[0] ?? [];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/pdf');
    expect(open).toHaveBeenCalledWith('blob:x', '_blank');
    vi.advanceTimersByTime(999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    vi.useRealTimers();
  });

  it('reports a blocked pop-up', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:y');
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPdfInNewTab(new Blob([]))).toBe(false);
  });
});

describe('PdfThumbnails', () => {
  it('reports bytes pdf.js cannot open through onError', async () => {
    const onError = vi.fn();
    render(
      <PdfThumbnails source={new Uint8Array([1, 2, 3])} pageLabel={(page) => `p${page}`} onError={onError} />,
    );
    expect(screen.getByTestId('pdf-thumbnails')).toBeInTheDocument();
    await waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 10_000 });
  });
});
