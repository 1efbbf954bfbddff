import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../core/analyze';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { BpmKeyWorker } from '../worker/client';
import BpmKeyFinderTool from './bpm-key-finder-tool';

const { toast, downloadText } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  downloadText: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadText, downloadBlob: vi.fn() }));
// jsdom has no Web Audio: decoding is the browser's (covered end to end); here a file named
// "broken" fails to decode and any other gives 3 s of silence.
vi.mock('./decode', async (importOriginal) => {
  const original = await importOriginal<typeof import('./decode')>();
  return {
    ...original,
    decodeAudio: async (file: File) => {
      if (file.name.includes('broken')) throw new original.AudioDecodeError('bad data');
      return { channels: [new Float32Array(44_100 * 3)], duration: 3 };
    },
  };
});

const ANALYSIS: Analysis = {
  duration: 3,
  bpm: { tempo: 128, confidence: 0.9, offset: 0.1, peaks: [0.1, 0.57, 1.04], possibleTempos: [64, 128] },
  key: {
    key: 'A',
    scale: 'minor',
    camelot: '8A',
    confidence: 0.75,
    chroma: [0.8, 0, 0, 0, 0.7, 0, 0, 0, 0, 1, 0, 0],
    harmonicMatches: ['8B', '7A', '9A'],
  },
  spectrum: Array.from({ length: 160 }, (_, index) => index / 159),
};

let failNext = false;
const call = vi.fn(async () => {
  if (failNext) {
    failNext = false;
    throw new Error('key detection failed');
  }
  return {
    analysis: ANALYSIS,
    waveform: { min: new Float32Array(800), max: new Float32Array(800).fill(0.5) },
  };
});
const fakeWorker = { call, terminate: vi.fn(), warm: vi.fn(), isRunning: false } as unknown as BpmKeyWorker;

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<BpmKeyFinderTool worker={fakeWorker} live={fakeWorker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const user = () => userEvent.setup({ applyAccept: false });
const audio = (name: string, size = 1000, type = 'audio/wav') =>
  new File([new Uint8Array(size)], name, { type });

async function upload(...files: File[]) {
  await user().upload(document.querySelector('input[type="file"]') as HTMLInputElement, files);
}

function fileItem(name: string) {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByText(name, { selector: 'p' }));
  if (!item) throw new Error(`${name} is not listed`);
  return item;
}

beforeEach(() => {
  vi.clearAllMocks();
  failNext = false;
});

describe('bpm-key-finder page', () => {
  it('skips unsupported and oversized files with the spec messages', async () => {
    renderTool();
    const big = audio('huge.wav');
    Object.defineProperty(big, 'size', { value: 52_428_801 });
    await upload(new File(['x'], 'notes.txt', { type: 'text/plain' }), big, audio('song.mp3', 10, ''));
    expect(toast.error).toHaveBeenCalledWith('Unsupported format: notes.txt');
    expect(toast.error).toHaveBeenCalledWith('File too large: huge.wav');
    expect(screen.getByRole('heading', { name: '1 file' })).toBeInTheDocument();
    expect(within(fileItem('song.mp3')).getByText('Pending')).toBeInTheDocument();
  });

  it('analyses a file and shows BPM, key, Camelot, scale, harmonic matches, half tempo and confidences', async () => {
    renderTool();
    await upload(audio('track.wav'));
    await user().click(screen.getByRole('button', { name: 'Analyze track.wav' }));
    const item = fileItem('track.wav');
    await within(item).findByText('Completed');
    expect(call).toHaveBeenCalledWith(
      'analyze',
      expect.anything(),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(within(item).getByText('128.0')).toBeInTheDocument();
    expect(within(item).getAllByText('A minor').length).toBeGreaterThan(0);
    expect(within(item).getByText('8A')).toBeInTheDocument();
    expect(within(item).getByText('minor')).toBeInTheDocument();
    expect(within(item).getByText('64.0')).toBeInTheDocument();
    expect(within(item).getByText('8B (C major) · 7A (D minor) · 9A (E minor)')).toBeInTheDocument();
    expect(within(item).getByRole('progressbar', { name: 'BPM confidence of track.wav' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(within(item).getByRole('progressbar', { name: 'Key confidence of track.wav' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('shows and hides the visualisation with its three views', async () => {
    renderTool();
    await upload(audio('track.wav'));
    await user().click(screen.getByRole('button', { name: 'Analyze track.wav' }));
    await within(fileItem('track.wav')).findByText('Completed');
    await user().click(screen.getByRole('button', { name: 'Show visualization of track.wav' }));
    const card = await screen.findByRole('region', { name: 'Visualization: track.wav' });
    for (const view of ['Waveform', 'Spectrum', 'Chroma'])
      expect(within(card).getByRole('tab', { name: view })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Waveform with 3 beats marked' })).toHaveAttribute(
      'width',
      '800',
    );
    await user().click(within(card).getByRole('tab', { name: 'Chroma' }));
    expect(within(card).getByRole('img', { name: 'Pitch classes, strongest: A, C, E' })).toHaveAttribute(
      'height',
      '200',
    );
    await user().click(screen.getByRole('button', { name: 'Hide visualization of track.wav' }));
    expect(screen.queryByRole('region', { name: 'Visualization: track.wav' })).not.toBeInTheDocument();
  });

  it('marks a failed analysis as an error with its text and toasts the file name', async () => {
    renderTool();
    await upload(audio('bad.wav'));
    failNext = true;
    await user().click(screen.getByRole('button', { name: 'Analyze bad.wav' }));
    const item = fileItem('bad.wav');
    await within(item).findByText('Error');
    expect(within(item).getByRole('alert')).toHaveTextContent('key detection failed');
    expect(toast.error).toHaveBeenCalledWith('Analysis failed: bad.wav');
  });

  it('keeps a file that cannot be decoded listed, with the spec message', async () => {
    renderTool();
    await upload(audio('broken.wav'));
    const item = fileItem('broken.wav');
    await waitFor(() =>
      expect(within(item).getByRole('alert')).toHaveTextContent(
        'Cannot load the audio file. Make sure the format is correct.',
      ),
    );
    expect(within(item).getByText('Error')).toBeInTheDocument();
  });

  it('analyses all pending files one after another, and says so when none are pending', async () => {
    renderTool();
    await upload(audio('one.wav'), audio('two.wav'));
    await user().click(screen.getByRole('button', { name: 'Analyze all' }));
    await within(fileItem('two.wav')).findByText('Completed');
    expect(within(fileItem('one.wav')).getByText('Completed')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
    await user().click(screen.getByRole('button', { name: 'Analyze all' }));
    expect(toast.error).toHaveBeenCalledWith('No files waiting to be analyzed.');
  });

  it('exports JSON and CSV of completed files, and refuses to export nothing', async () => {
    renderTool();
    await upload(audio('a.wav'));
    await user().click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(toast.error).toHaveBeenCalledWith('No results to export yet: analyze a file first.');
    expect(downloadText).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Analyze a.wav' }));
    await within(fileItem('a.wav')).findByText('Completed');
    await user().click(screen.getByRole('button', { name: 'Export JSON' }));
    const [json, jsonName, jsonType] = downloadText.mock.calls[0] as [string, string, string];
    expect(JSON.parse(json)).toMatchObject({
      totalFiles: 1,
      results: [{ fileName: 'a.wav', bpm: 128, camelot: '8A' }],
    });
    expect(jsonName).toMatch(/^bpm-key-results-\d{4}-\d\d-\d\d\.json$/);
    expect(jsonType).toBe('application/json');
    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    const [csv, csvName] = downloadText.mock.calls[1] as [string, string];
    expect(csv.split('\r\n')[1]).toBe('a.wav,3,128,0.9,A,0.75,8A,minor');
    expect(csvName).toMatch(/\.csv$/);
  });

  it('removes one file and clears all', async () => {
    renderTool();
    await upload(audio('one.wav'), audio('two.wav'));
    await user().click(screen.getByRole('button', { name: 'Remove one.wav' }));
    expect(() => fileItem('one.wav')).toThrow('not listed');
    await user().click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('speaks Chinese', async () => {
    renderTool('zh');
    await upload(audio('歌.wav'));
    expect(screen.getByRole('button', { name: '全部分析' })).toBeInTheDocument();
    expect(within(fileItem('歌.wav')).getByText('待分析')).toBeInTheDocument();
  });
});
