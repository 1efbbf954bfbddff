// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { clearShelf, takeDelivery } from '@toolbox/kit/shelf';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CommandPaletteDialog from './command-palette-dialog';
import { SmartPaste } from './smart-paste';
import { entry, renderInRoot } from './test-root';

// The detectors load on the first paste (a dynamic import); warm the module so no test waits on
// its first transform.
beforeAll(() => import('./smart-paste-suggestions'));

afterEach(() => {
  cleanup();
  clearShelf();
});

const catalog = [
  entry({ id: 'json-tools', name: 'JSON Tools', accepts: { text: ['json'] } }),
  entry({ id: 'text-diff', name: 'Text Diff', accepts: { text: ['text'] } }),
  entry({ id: 'pdf-merge', name: 'PDF Merge', accepts: { files: ['application/pdf'], multipleFiles: true } }),
  entry({ id: 'countdown-timer', name: 'Countdown' }),
];

/** A paste event whose clipboard holds `text` or `files` (jsdom has no DataTransfer). */
function pasteEvent({ text = '', files = [] as File[] }) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, {
    clipboardData: { files, getData: (type: string) => (type === 'text/plain' ? text : '') },
  });
  return event;
}

describe('smart paste on the home page', () => {
  it('offers the tools for a pasted JSON, best first, and opens the chosen one with it', async () => {
    await renderInRoot(<SmartPaste />, { catalog });
    await screen.findByRole('heading', { name: 'Paste or drop anything' });
    document.body.dispatchEvent(pasteEvent({ text: '{"a": [1, 2]}' }));
    // The detectors load on the first paste (a dynamic import: a cold transform here).
    expect(
      await screen.findByText('JSON · 13 Bytes: open it in', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Open in/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Open in JSON Tools', 'Open in Text Diff']);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(takeDelivery('json-tools')).toEqual([{ kind: 'text', text: '{"a": [1, 2]}', format: 'json' }]);
  });

  it('offers dropped PDFs to the PDF tools', async () => {
    await renderInRoot(<SmartPaste />, { catalog });
    const pdfs = [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), new File(['%PDF'], 'b.pdf')];
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.assign(drop, { dataTransfer: { files: pdfs, getData: () => '', types: ['Files'] } });
    (await screen.findByRole('heading', { name: 'Paste or drop anything' })).dispatchEvent(drop);
    expect(await screen.findByText('PDF × 2: open it in')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open in PDF Merge' }));
    expect(takeDelivery('pdf-merge')).toHaveLength(2);
  });

  it('leaves a paste into a text box alone, and says when no tool takes the input', async () => {
    await renderInRoot(
      <>
        <input aria-label="search" />
        <SmartPaste />
      </>,
      { catalog: catalog.slice(0, 1) },
    );
    const box = await screen.findByRole('textbox', { name: 'search' });
    box.dispatchEvent(pasteEvent({ text: '{"a":1}' }));
    expect(screen.queryByRole('status')).toBeNull();
    document.body.dispatchEvent(pasteEvent({ text: 'plain words' }));
    expect(await screen.findByText('Text · 11 Bytes: no tool takes this yet.')).toBeInTheDocument();
  });

  it('speaks Chinese on /zh', async () => {
    await renderInRoot(<SmartPaste />, { catalog: catalog.slice(0, 1), path: '/zh' });
    await screen.findByRole('heading', { name: '粘贴或拖入任何内容' });
    document.body.dispatchEvent(pasteEvent({ text: '#1e90ff' }));
    expect(await screen.findByText('颜色 · 7 Bytes：暂时没有工具能处理它。')).toBeInTheDocument();
  });
});

describe('smart paste in the command palette', () => {
  it('turns a pasted JSON into the tools that take it; a search word stays a search', async () => {
    await renderInRoot(<CommandPaletteDialog isOpen onOpenChange={() => {}} />, { catalog });
    const box = await screen.findByRole('combobox');
    box.dispatchEvent(pasteEvent({ text: 'json' }));
    expect(screen.queryByText(/open it in/)).toBeNull();

    box.dispatchEvent(pasteEvent({ text: '[1, 2, 3]' }));
    expect(await screen.findByText('JSON · 9 Bytes: open it in')).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Open in JSON Tools'),
      expect.stringContaining('Open in Text Diff'),
    ]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(takeDelivery('json-tools')).toEqual([{ kind: 'text', text: '[1, 2, 3]', format: 'json' }]);
  });

  it('an input method’s Enter (confirming pinyin, say) opens nothing; Enter then does', async () => {
    await renderInRoot(<CommandPaletteDialog isOpen onOpenChange={() => {}} />, { catalog });
    const box = await screen.findByRole('combobox');
    box.dispatchEvent(pasteEvent({ text: '[1, 2, 3]' }));
    await screen.findByText('JSON · 9 Bytes: open it in');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(takeDelivery('json-tools') ?? []).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(takeDelivery('json-tools')).toEqual([{ kind: 'text', text: '[1, 2, 3]', format: 'json' }]);
  });
});
