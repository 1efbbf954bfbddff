// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { clearShelf, putOnShelf, takeDelivery } from '@toolbox/kit/shelf';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentOutputs } from './recent-outputs';
import { entry, renderInRoot } from './test-root';

afterEach(() => {
  cleanup();
  clearShelf();
});

const catalog = [
  entry({ id: 'pdf-merge', name: 'PDF Merge', accepts: { files: ['application/pdf'], multipleFiles: true } }),
  entry({ id: 'pdf-split', name: 'PDF Split', accepts: { files: ['application/pdf'] } }),
];

describe('recent outputs', () => {
  it('shows nothing until a tool puts an output on the shelf', async () => {
    await renderInRoot(
      <>
        <h1>page</h1>
        <RecentOutputs />
      </>,
      { catalog },
    );
    await screen.findByRole('heading', { name: 'page' });
    expect(screen.queryByRole('button', { name: 'Recent outputs' })).toBeNull();
  });

  it('lists the tab’s outputs and opens one in another tool', async () => {
    await renderInRoot(<RecentOutputs />, { catalog });
    const merged = new File(['%PDF-1.7'], 'merged.pdf', { type: 'application/pdf' });
    act(() => {
      putOnShelf('pdf-merge', [{ kind: 'file', file: merged }]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Recent outputs' }));
    expect(await screen.findByText('merged.pdf · 8 Bytes')).toBeInTheDocument();
    expect(screen.getByText(/^From PDF Merge at/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download merged.pdf · 8 Bytes' })).toBeInTheDocument();
    // Its own tool is not offered: only the others that take a PDF.
    expect(screen.queryByRole('button', { name: 'Open in PDF Merge' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open in PDF Split' }));
    expect(takeDelivery('pdf-split')).toEqual([{ kind: 'file', file: merged }]);
  });
});
