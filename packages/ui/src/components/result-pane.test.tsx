import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ResultPane } from './result-pane';

const { copyText, downloadText, toast } = vi.hoisted(() => ({
  copyText: vi.fn<(text: string) => Promise<boolean>>(),
  downloadText: vi.fn<(text: string, fileName: string, mimeType?: string) => void>(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));
vi.mock('@toolbox/kit/download', () => ({ downloadText }));
vi.mock('./toast', () => ({ toast }));

describe('ResultPane', () => {
  beforeEach(() => {
    copyText.mockReset().mockResolvedValue(true);
    downloadText.mockReset();
    toast.success.mockReset();
  });

  it('shows the result read-only under its label, with the count in code points', () => {
    renderWithI18n(<ResultPane label="Output" value="a🎉中c" />);
    const box = screen.getByRole('textbox', { name: 'Output' });
    expect(box).toHaveValue('a🎉中c');
    expect(box).toHaveAttribute('readonly');
    expect(screen.getByText('4 characters')).toBeInTheDocument();
    // One labelled control, not a labelled region too: getByLabelText finds exactly the box.
    expect(screen.getByLabelText('Output')).toBe(box);
  });

  it('uses a count the tool passes and formats it', () => {
    renderWithI18n(<ResultPane label="Output" value="x" characterCount={1234567} />);
    expect(screen.getByText('1,234,567 characters')).toBeInTheDocument();
  });

  it('takes a tool’s own copy label', () => {
    renderWithI18n(<ResultPane label="Result" value="x" copyLabel="Copy result" />);
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeEnabled();
  });

  it('copies the whole result with a toast', async () => {
    renderWithI18n(<ResultPane label="Output" value='{"a":1}' />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copyText).toHaveBeenCalledWith('{"a":1}');
    expect(toast.success).toHaveBeenCalledWith('Copied to the clipboard.');
  });

  it('downloads under the tool’s file name and MIME type', async () => {
    const onDownloaded = vi.fn();
    renderWithI18n(
      <ResultPane
        label="Output"
        value='{"a":1}'
        download={{ fileName: 'formatted.json', mimeType: 'application/json' }}
        onDownloaded={onDownloaded}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadText).toHaveBeenCalledWith('{"a":1}', 'formatted.json', 'application/json');
    expect(onDownloaded).toHaveBeenCalledWith('formatted.json');
  });

  it('has no download button without a file name', () => {
    renderWithI18n(<ResultPane label="Output" value="x" />);
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('previews only the first characters of a huge result but copies and downloads all of it', async () => {
    const value = 'x'.repeat(30);
    renderWithI18n(
      <ResultPane label="Output" value={value} previewLimit={10} download={{ fileName: 'a.txt' }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('x'.repeat(10));
    expect(
      screen.getByText('Showing the first 10 of 30 characters. Copy or download for the whole result.'),
    ).toBeInTheDocument();
    expect(screen.getByText('30 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copyText).toHaveBeenCalledWith(value);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadText).toHaveBeenCalledWith(value, 'a.txt', undefined);
  });

  it('does not cut an emoji in half at the preview limit', () => {
    renderWithI18n(<ResultPane label="Output" value="ab🎉cd" previewLimit={3} />);
    expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('ab');
  });

  it('shows no preview note when the result fits', () => {
    renderWithI18n(<ResultPane label="Output" value="short" previewLimit={10} />);
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });

  it('hands the result back as input', async () => {
    const onUseAsInput = vi.fn();
    renderWithI18n(<ResultPane label="Result" value="U2FsdGVk" onUseAsInput={onUseAsInput} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use as input' }));
    expect(onUseAsInput).toHaveBeenCalledWith('U2FsdGVk');
  });

  it('disables its actions while empty and shows the placeholder', () => {
    renderWithI18n(
      <ResultPane
        label="Output"
        value=""
        placeholder="The result appears here"
        download={{ fileName: 'a.txt' }}
        onUseAsInput={vi.fn()}
      />,
    );
    for (const name of ['Copy', 'Download', 'Use as input']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByPlaceholderText('The result appears here')).toBeInTheDocument();
    expect(screen.getByText('0 characters')).toBeInTheDocument();
  });

  it('calls onEmpty for copy and download of an empty result when the tool asks', async () => {
    const onEmpty = vi.fn();
    renderWithI18n(<ResultPane label="Output" value="" onEmpty={onEmpty} download={{ fileName: 'a.txt' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onEmpty).toHaveBeenCalledTimes(2);
    expect(copyText).not.toHaveBeenCalled();
    expect(downloadText).not.toHaveBeenCalled();
  });

  it('shows extra stats and actions', () => {
    renderWithI18n(
      <ResultPane
        label="Output"
        value="x"
        stats={<span>Original: 30 Bytes</span>}
        actions={<button type="button">Share</button>}
      />,
    );
    expect(screen.getByText('Original: 30 Bytes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('speaks Chinese', () => {
    renderWithI18n(
      <ResultPane label="输出" value="ab" download={{ fileName: 'a.txt' }} onUseAsInput={vi.fn()} />,
      {
        language: 'zh',
      },
    );
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '用作输入' })).toBeInTheDocument();
    expect(screen.getByText('2 个字符')).toBeInTheDocument();
  });
});
