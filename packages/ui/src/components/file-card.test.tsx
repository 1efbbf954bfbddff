import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { FileCard } from './file-card';

const report = new File([new Uint8Array(2048)], 'report.pdf', { type: 'application/pdf' });
const other = new File(['%PDF-1.7'], 'other.pdf', { type: 'application/pdf' });
const photo = new File(['png'], 'photo.png', { type: 'image/png' });

function card() {
  return screen.getByRole('region', { name: 'Selected file' });
}

function drop(files: File[]) {
  fireEvent.drop(card(), { dataTransfer: { files, types: ['Files'] } });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileCard', () => {
  it('shows the name, the size and the type', () => {
    renderWithI18n(<FileCard file={report} details={<span>12 pages</span>} />);
    expect(card()).toHaveTextContent('report.pdf');
    expect(card()).toHaveTextContent('2 KB');
    expect(card()).toHaveTextContent('PDF');
    expect(card()).toHaveTextContent('12 pages');
  });

  it('removes', () => {
    const onRemove = vi.fn();
    renderWithI18n(<FileCard file={report} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('takes a tool’s own remove label', () => {
    renderWithI18n(<FileCard file={report} onRemove={vi.fn()} removeLabel="Remove file" />);
    expect(screen.getByRole('button', { name: 'Remove file' })).toBeInTheDocument();
  });

  it('is replaced by a file dropped on it', () => {
    const onReplace = vi.fn();
    renderWithI18n(<FileCard file={report} accept=".pdf,application/pdf" onReplace={onReplace} />);
    fireEvent.dragOver(card(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(card()).toHaveAttribute('data-dragging');
    expect(card()).toHaveTextContent('Release to replace report.pdf');
    drop([other]);
    expect(onReplace).toHaveBeenCalledWith(other);
    expect(card()).not.toHaveAttribute('data-dragging');
  });

  it('refuses a dropped file the accept filter refuses, and says why', () => {
    const onReplace = vi.fn();
    const onReject = vi.fn();
    renderWithI18n(
      <FileCard file={report} accept=".pdf,application/pdf" onReplace={onReplace} onReject={onReject} />,
    );
    drop([photo]);
    expect(onReplace).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith([{ file: photo, reason: 'type' }]);
    expect(screen.getByText('photo.png is not an accepted file type')).toBeInTheDocument();
  });

  it('refuses a replacement over the size limit', () => {
    const onReplace = vi.fn();
    renderWithI18n(<FileCard file={other} maxSizeBytes={1024} onReplace={onReplace} />);
    drop([report]);
    expect(onReplace).not.toHaveBeenCalled();
    expect(screen.getByText('report.pdf is larger than 1 KB')).toBeInTheDocument();
  });

  it('takes only the first of several dropped files', () => {
    const onReplace = vi.fn();
    renderWithI18n(<FileCard file={report} onReplace={onReplace} />);
    drop([other, photo]);
    expect(onReplace).toHaveBeenCalledExactlyOnceWith(other);
  });

  it('replaces through the picker, with the same filter', () => {
    const onReplace = vi.fn();
    const { container } = renderWithI18n(<FileCard file={report} accept=".pdf" onReplace={onReplace} />);
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', '.pdf');
    const openPicker = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Replace report.pdf' }));
    expect(openPicker).toHaveBeenCalledOnce();
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onReplace).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [other] } });
    expect(onReplace).toHaveBeenCalledWith(other);
    expect(screen.queryByText(/not an accepted file type/)).not.toBeInTheDocument();
  });

  it('ignores drops and disables its buttons while disabled', () => {
    const onReplace = vi.fn();
    renderWithI18n(<FileCard file={report} disabled onReplace={onReplace} onRemove={vi.fn()} />);
    drop([other]);
    expect(onReplace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Replace report.pdf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove report.pdf' })).toBeDisabled();
  });

  it('cannot be replaced without onReplace', () => {
    renderWithI18n(<FileCard file={report} />);
    expect(screen.queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
    fireEvent.dragOver(card(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(card()).not.toHaveAttribute('data-dragging');
  });

  it('renders its settings and actions', () => {
    renderWithI18n(
      <FileCard file={report} actions={<button type="button">Preview</button>}>
        <label>
          Password <input />
        </label>
      </FileCard>,
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Password' })).toBeInTheDocument();
  });

  it('does not HTML-escape the name, and speaks Chinese', () => {
    const odd = new File(['x'], 'a&b.pdf', { type: 'application/pdf' });
    renderWithI18n(<FileCard file={odd} onRemove={vi.fn()} onReplace={vi.fn()} />, { language: 'zh' });
    expect(screen.getByRole('region', { name: '已选文件' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除 a&b.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '替换 a&b.pdf' })).toBeInTheDocument();
  });
});
