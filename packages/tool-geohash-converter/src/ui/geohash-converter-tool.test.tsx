import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import GeohashConverterTool, { type GeohashTab } from './geohash-converter-tool';

const copyText = vi.hoisted(() => vi.fn(async (_text: string) => true));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));
const downloadText = vi.hoisted(() => vi.fn());
vi.mock('@toolbox/kit/download', () => ({ downloadText }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

function renderTool(
  initialTab: GeohashTab = 'single',
  language: TestLanguage = 'en',
  setShareSource?: (source: ShareSource | undefined) => void,
) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <GeohashConverterTool initialTab={initialTab} />
    </ToolHostProvider>,
    {
      language,
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    },
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The value of a description-list term inside a card. */
const term = (scope: HTMLElement, name: string) =>
  within(scope).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

const card = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  clearShelf();
  window.history.replaceState(null, '', '/tool/geohash-converter');
});

describe('GeohashConverterTool, single tab', () => {
  it('encodes a point at the default precision 12 and shows the cell', () => {
    renderTool();
    type(en.encode.latitude, '57.64911');
    type(en.encode.longitude, '10.40744');
    fireEvent.click(screen.getByRole('button', { name: en.encode.submit }));
    const result = card(en.result.title);
    expect(within(result).getByTestId('geohash-value')).toHaveTextContent('u4pruydqqvj8');
    expect(term(result, en.result.latitude)).toBe('57.649110');
    expect(term(result, en.result.longitude)).toBe('10.407440');
    expect(term(result, en.result.precision)).toBe('12');
    expect(toast.success).toHaveBeenCalledWith('Encoded to u4pruydqqvj8.');
  });

  it.each([
    ['', '1', en.errors.invalidCoordinates],
    ['abc', '1', en.errors.invalidCoordinates],
    ['91', '1', en.errors.invalidLatitude],
    ['1', '-181', en.errors.invalidLongitude],
  ])('rejects latitude %j, longitude %j with the message', (latitude, longitude, message) => {
    renderTool();
    type(en.encode.latitude, latitude);
    type(en.encode.longitude, longitude);
    fireEvent.click(screen.getByRole('button', { name: en.encode.submit }));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(within(card(en.encode.title)).getByText(message)).toBeInTheDocument();
    expect(within(card(en.result.title)).getByText(en.result.empty)).toBeInTheDocument();
  });

  it('decodes case-insensitively to the centre and bounding box', () => {
    renderTool();
    type(en.decode.geohash, 'EZS42');
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    const result = card(en.result.title);
    expect(within(result).getByTestId('geohash-value')).toHaveTextContent('ezs42');
    for (const value of ['42.604980', '-5.603027', '42.583008', '-5.625000', '42.626953', '-5.581055']) {
      expect(within(result).getByText(value)).toBeInTheDocument();
    }
    expect(toast.success).toHaveBeenCalledWith('Decoded ezs42.');
  });

  it.each([
    ['', en.errors.emptyGeohash],
    ['ezs4a', en.errors.invalidGeohash],
  ])('rejects geohash %j', (geohash, message) => {
    renderTool();
    type(en.decode.geohash, geohash);
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByLabelText(en.decode.geohash)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the eight neighbours and decodes one when clicked', () => {
    renderTool();
    type(en.decode.geohash, 'ezs42');
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    expect(screen.getAllByRole('button', { name: /^Decode .* neighbour/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Decode North neighbour ezs48' }));
    expect(screen.getByTestId('geohash-value')).toHaveTextContent('ezs48');
    expect(screen.getByLabelText(en.decode.geohash)).toHaveValue('ezs48');
  });

  it('marks neighbours beyond a pole as none', () => {
    renderTool();
    type(en.decode.geohash, 'z');
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    expect(screen.getAllByText(en.neighbours.none)).toHaveLength(3);
  });

  it('copies the geohash', async () => {
    renderTool();
    type(en.decode.geohash, 'ezs42');
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.result.copyGeohash })));
    expect(copyText).toHaveBeenCalledWith('ezs42');
    expect(toast.success).toHaveBeenLastCalledWith('Copied to the clipboard.');
  });

  it('hides share without navigator.share, and shares the geohash and coordinates with it', async () => {
    const { unmount } = renderTool();
    type(en.decode.geohash, 'ezs42');
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    expect(screen.queryByRole('button', { name: en.result.share })).toBeNull();
    unmount();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderTool();
    type(en.decode.geohash, 'ezs42');
    fireEvent.click(screen.getByRole('button', { name: en.decode.submit }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.result.share })));
    expect(share).toHaveBeenCalledWith({ title: en.meta.name, text: 'Geohash ezs42: 42.604980, -5.603027' });
  });
});

describe('GeohashConverterTool, batch tab', () => {
  it('is empty input: the empty batch error', async () => {
    renderTool('batch');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.batch.process })));
    expect(toast.error).toHaveBeenCalledWith(en.errors.emptyBatch);
  });

  it('encodes lines, skips the invalid ones and exports CSV', async () => {
    renderTool('batch');
    type(en.batch.input, '42.6, -5.6, 5\nnot a point\n57.64911 10.40744 11');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.batch.process })));
    expect(toast.success).toHaveBeenCalledWith('Processed 2 lines.');
    expect(screen.getByText(/2 results · 1 line skipped/)).toBeInTheDocument();
    const list = screen.getByTestId('batch-results');
    expect(within(list).getByText('ezs42')).toBeInTheDocument();
    expect(within(list).getByText('u4pruydqqvj')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.batch.export }));
    const [csv, fileName, mimeType] = downloadText.mock.calls[0] ?? [];
    expect(csv).toBe(
      'latitude,longitude,geohash,precision\r\n42.600000,-5.600000,ezs42,5\r\n57.649110,10.407440,u4pruydqqvj,11\r\n',
    );
    expect(fileName).toMatch(/^geohash_results_\d+\.csv$/);
    expect(mimeType).toBe('text/csv');
    expect(toast.success).toHaveBeenLastCalledWith(en.success.export);
  });

  it('decodes lines with geohash first in the CSV', async () => {
    renderTool('batch');
    fireEvent.click(screen.getByRole('button', { name: en.batch.decode }));
    type(en.batch.input, 'ezs42\nhello\n');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.batch.process })));
    expect(screen.getByText(/1 result · 1 line skipped/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.batch.export }));
    expect(downloadText.mock.calls[0]?.[0]).toBe(
      'geohash,latitude,longitude,precision\r\nezs42,42.604980,-5.603027,5\r\n',
    );
  });

  // CONTEXT.md § Batch: results always belong to the text on screen.
  it('clears the results when the input changes after a run', async () => {
    renderTool('batch');
    type(en.batch.input, '42.6, -5.6, 5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.batch.process })));
    expect(within(screen.getByTestId('batch-results')).getByText('ezs42')).toBeInTheDocument();
    type(en.batch.input, '42.6, -5.6, 6');
    expect(screen.queryByTestId('batch-results')).not.toBeInTheDocument();
    expect(screen.queryByText(/1 result/)).not.toBeInTheDocument();
    expect(screen.getByText(en.batch.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.batch.export })).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.batch.process })));
    expect(
      within(screen.getByTestId('batch-results')).getByText(/^ezs42[0-9b-hjkmnp-z]$/),
    ).toBeInTheDocument();
  });

  it('disables export until there are results', () => {
    renderTool('batch');
    expect(screen.getByRole('button', { name: en.batch.export })).toBeDisabled();
  });
});

describe('GeohashConverterTool links and hand-off (CONTEXT.md § Link, § Hand-off)', () => {
  const shared = {
    tab: 'single',
    latitude: '57.64911',
    longitude: '10.40744',
    precision: 7,
    geohash: 'ezs42',
    shown: 'encode',
    batchMode: 'decode',
    batchInput: 'ezs42\nu4pruyd',
    isBatchProcessed: true,
  };

  it('hands "Copy link" the tab, both tabs\' inputs and the results shown', async () => {
    let source: ShareSource | undefined;
    renderTool('single', 'en', (next) => (source = next));
    type(en.encode.latitude, '57.64911');
    type(en.encode.longitude, '10.40744');
    fireEvent.change(screen.getByLabelText(en.encode.precision), { target: { value: '7' } });
    type(en.decode.geohash, 'ezs42');
    fireEvent.click(screen.getByRole('button', { name: en.encode.submit }));
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.batch }));
    fireEvent.click(screen.getByRole('button', { name: en.batch.decode }));
    type(en.batch.input, 'ezs42\nu4pruyd');
    fireEvent.click(screen.getByRole('button', { name: en.batch.process }));
    await waitFor(() => expect(source?.getState()).toEqual({ ...shared, tab: 'batch' }));
  });

  it('opens a link with exactly its state, results included', async () => {
    window.history.replaceState(null, '', `/tool/geohash-converter#s=${await encodeShareState(shared)}`);
    renderTool();
    await waitFor(() => expect(screen.getByLabelText(en.encode.latitude)).toHaveValue('57.64911'));
    expect(screen.getByLabelText(en.encode.longitude)).toHaveValue('10.40744');
    expect(screen.getByLabelText(en.encode.precision)).toHaveValue('7');
    expect(screen.getByLabelText(en.decode.geohash)).toHaveValue('ezs42');
    expect(await screen.findByTestId('geohash-value')).toHaveTextContent('u4pruyd');
    expect(screen.getByLabelText(en.batch.input)).toHaveValue('ezs42\nu4pruyd');
    const batchModes = screen.getByRole('group', { name: en.batch.mode, hidden: true });
    expect(within(batchModes).getByRole('button', { name: en.batch.decode, hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = within(await screen.findByTestId('batch-results')).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      en.result.geohash,
      'ezs42',
      'u4pruyd',
    ]);
  });

  it('opens a link on the batch tab', async () => {
    const state = { ...shared, tab: 'batch', shown: 'none', isBatchProcessed: false };
    window.history.replaceState(null, '', `/tool/geohash-converter#s=${await encodeShareState(state)}`);
    renderTool();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: en.tabs.batch })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.queryByTestId('batch-results')).toBeNull();
    expect(screen.getByText(en.result.empty)).toBeInTheDocument();
  });

  it('decodes a received geohash in the decode card', () => {
    deliverTo(manifest.id, [{ kind: 'text', text: ' ezs42\n', format: 'geohash' }]);
    renderTool('batch');
    expect(screen.getByRole('tab', { name: en.tabs.single })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(en.decode.geohash)).toHaveValue('ezs42');
    expect(screen.getByTestId('geohash-value')).toHaveTextContent('ezs42');
  });
});

describe('GeohashConverterTool in Chinese', () => {
  it('speaks Chinese', () => {
    renderTool('single', 'zh');
    expect(screen.getByRole('tab', { name: zh.tabs.single })).toBeInTheDocument();
    type(zh.encode.latitude, '42.6');
    type(zh.encode.longitude, '-5.6');
    fireEvent.click(screen.getByRole('button', { name: zh.encode.submit }));
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('已编码为'));
  });
});
