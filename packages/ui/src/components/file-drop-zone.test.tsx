import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { FileDropZone } from './file-drop-zone';

const pdf = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
const photo = new File(['png'], 'photo.png', { type: 'image/png' });
const big = new File([new Uint8Array(2048)], 'big.pdf', { type: 'application/pdf' });

function drop(files: File[]) {
  fireEvent.drop(screen.getByRole('button'), { dataTransfer: { files, types: ['Files'] } });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileDropZone', () => {
  it('calls onFiles with dropped files that match', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileDropZone accept=".pdf" multiple onFiles={onFiles} />);
    drop([pdf]);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it('rejects a wrong type with a message and does not call onFiles', () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    renderWithI18n(<FileDropZone accept=".pdf,application/pdf" onFiles={onFiles} onReject={onReject} />);
    drop([photo]);
    expect(screen.getByText('photo.png is not an accepted file type')).toBeInTheDocument();
    expect(onReject).toHaveBeenCalledWith([{ file: photo, reason: 'type' }], 0);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('tells onReject how many of the same drop were taken', () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    renderWithI18n(
      <FileDropZone multiple accept=".pdf,application/pdf" onFiles={onFiles} onReject={onReject} />,
    );
    drop([photo, pdf]);
    expect(onReject).toHaveBeenCalledWith([{ file: photo, reason: 'type' }], 1);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it('rejects an oversize file with the formatted limit', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileDropZone maxSizeBytes={1024} onFiles={onFiles} />);
    drop([big]);
    expect(screen.getByText('big.pdf is larger than 1 KB')).toBeInTheDocument();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows the rejection in Chinese', () => {
    renderWithI18n(<FileDropZone accept="image/*" onFiles={vi.fn()} />, { language: 'zh' });
    drop([pdf]);
    expect(screen.getByText('report.pdf 不是支持的文件类型')).toBeInTheDocument();
  });

  it('keeps only the first file when not multiple', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileDropZone onFiles={onFiles} />);
    drop([pdf, photo]);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it('accepts wildcard MIME types and keeps good files beside rejected ones', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileDropZone accept="image/*" multiple onFiles={onFiles} />);
    drop([pdf, photo]);
    expect(onFiles).toHaveBeenCalledWith([photo]);
    expect(screen.getByText('report.pdf is not an accepted file type')).toBeInTheDocument();
  });

  it('takes files chosen in the picker and clears old messages', () => {
    const onFiles = vi.fn();
    const { container } = renderWithI18n(<FileDropZone accept=".pdf" onFiles={onFiles} />);
    drop([photo]);
    fireEvent.change(fileInput(container), { target: { files: [pdf] } });
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(screen.queryByText(/not an accepted file type/)).not.toBeInTheDocument();
  });

  it('opens the labelled picker on click', () => {
    const { container } = renderWithI18n(<FileDropZone onFiles={vi.fn()} />);
    const input = fileInput(container);
    const openPicker = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Drop a file here or click to choose' }));
    expect(openPicker).toHaveBeenCalledOnce();
    // Hidden inputs have no computed name; the attribute is what test drivers and pickers read.
    expect(input).toHaveAttribute('aria-label', 'Drop a file here or click to choose');
  });

  it('highlights while dragging over and says what to do', () => {
    renderWithI18n(<FileDropZone onFiles={vi.fn()} />);
    const zone = screen.getByRole('button');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging');
    expect(zone).toHaveTextContent('Release to add');
    fireEvent.dragLeave(zone);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('ignores drops when disabled', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileDropZone disabled onFiles={onFiles} />);
    drop([pdf]);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('uses the size limit as the default hint', () => {
    renderWithI18n(<FileDropZone maxSizeBytes={10 * 1024 * 1024} onFiles={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Up to 10 MB per file');
  });
});

describe('FileDropZone accessible name', () => {
  it('is exactly the visible label; the hint is its description, outside the button', () => {
    renderWithI18n(<FileDropZone onFiles={() => {}} label="Drop PDF files here" hint="Up to 50 MB each" />, {
      language: 'en',
    });
    const button = screen.getByRole('button', { name: 'Drop PDF files here' });
    expect(button).toHaveAccessibleDescription('Up to 50 MB each');
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).not.toHaveTextContent('Up to 50 MB each');
  });
});
