import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import TimeConverterTool, { type TimeConverterToolProps } from './time-converter-tool';

const copyText = vi.hoisted(() => vi.fn(async (_text: string) => true));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

// 2026-01-05 14:07:09.045 UTC.
const NOW = Date.UTC(2026, 0, 5, 14, 7, 9, 45);

function renderTool(
  props: TimeConverterToolProps = { initialTimeZone: 'UTC' },
  language: TestLanguage = 'en',
) {
  return renderWithI18n(<TimeConverterTool {...props} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('TimeConverterTool', () => {
  beforeEach(() => {
    // Intl stays real: the zone tests spy on it, and sinon's fake Intl would hide the spy.
    vi.useFakeTimers({
      now: NOW,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a live clock that ticks every second in the chosen zone', () => {
    renderTool({ initialTimeZone: 'Asia/Shanghai' });
    expect(screen.getByTestId('clock-date')).toHaveTextContent('2026-01-05 22:07:09');
    expect(screen.getByTestId('clock-seconds')).toHaveTextContent('1767622029');
    const clock = screen.getByRole('region', { name: en.clock.title });
    expect(within(clock).getByText('Asia/Shanghai (UTC+08:00)')).toBeInTheDocument();
    advance(999);
    expect(screen.getByTestId('clock-date')).toHaveTextContent('2026-01-05 22:07:09');
    advance(1);
    expect(screen.getByTestId('clock-date')).toHaveTextContent('2026-01-05 22:07:10');
    expect(screen.getByTestId('clock-milliseconds')).toHaveTextContent('1767622030045');
  });

  it('replaces the UTC default with the browser zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Tokyo',
    } as Intl.ResolvedDateTimeFormatOptions);
    renderTool({});
    expect(screen.getByLabelText(en.settings.timeZone)).toHaveValue('Asia/Tokyo');
  });

  it('converts a timestamp 400 ms after the last keystroke, seconds or milliseconds', () => {
    renderTool();
    type('Timestamp 1', '1767622029');
    advance(399);
    expect(fieldValue('Date 1')).toBe('');
    advance(1);
    expect(fieldValue('Date 1')).toBe('2026-01-05 14:07:09');
    expect(screen.getByText(en.units.seconds)).toBeInTheDocument();
    type('Timestamp 1', '1767622029045');
    advance(400);
    expect(screen.getByText(en.units.milliseconds)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(en.settings.timeZone), { target: { value: 'America/New_York' } });
    expect(fieldValue('Date 1')).toBe('2026-01-05 09:07:09');
  });

  it('detects micro- and nanoseconds, says so, and lets the unit be set by hand', () => {
    renderTool();
    type('Timestamp 1', '1767622029045123456');
    advance(400);
    expect(fieldValue('Date 1')).toBe('2026-01-05 14:07:09');
    expect(screen.getByText(en.units.nanoseconds, { exact: false })).toBeInTheDocument();
    // The default format has no SSS: the row says where the finer digits went.
    expect(screen.getByText(/digits 123456 below the millisecond/)).toBeInTheDocument();
    const unit = screen.getByLabelText('Unit 1') as HTMLSelectElement;
    expect(unit.value).toBe('auto');
    expect(unit.selectedOptions[0]?.textContent).toBe('Detect from the digits (nanoseconds)');
    fireEvent.change(screen.getByLabelText(en.settings.format), {
      target: { value: 'YYYY-MM-DD HH:mm:ss.SSS' },
    });
    expect(fieldValue('Date 1')).toBe('2026-01-05 14:07:09.045123456');
    type('Timestamp 1', '1767622029045123');
    advance(400);
    expect(fieldValue('Date 1')).toBe('2026-01-05 14:07:09.045123');
    expect(screen.getByText(en.units.microseconds)).toBeInTheDocument();
    fireEvent.change(unit, { target: { value: 'nanoseconds' } });
    expect(fieldValue('Date 1')).toBe('1970-01-21 11:00:22.029045123');
    expect(screen.getByText('Read as nanoseconds (chosen)')).toBeInTheDocument();
  });

  it('restarts the debounce on every keystroke', () => {
    renderTool();
    type('Timestamp 1', '17676');
    advance(300);
    type('Timestamp 1', '1767622029');
    advance(300);
    expect(fieldValue('Date 1')).toBe('');
    advance(100);
    expect(fieldValue('Date 1')).toBe('2026-01-05 14:07:09');
  });

  it('converts a date in the chosen zone and explains a skipped DST time', () => {
    renderTool({ initialTimeZone: 'America/New_York' });
    type('Date to convert 1', '2026-03-08 02:30:00');
    advance(400);
    expect(fieldValue('Seconds 1')).toBe(String(Date.UTC(2026, 2, 8, 7, 30) / 1000));
    expect(fieldValue('Milliseconds 1')).toBe(String(Date.UTC(2026, 2, 8, 7, 30)));
    expect(screen.getByText(/does not exist in America\/New_York/)).toBeInTheDocument();
  });

  it('says which fallback format read the date', () => {
    renderTool();
    type('Date to convert 1', '2026/01/05');
    advance(400);
    expect(fieldValue('Milliseconds 1')).toBe(String(Date.UTC(2026, 0, 5)));
    expect(screen.getByText('Read as YYYY/MM/DD.')).toBeInTheDocument();
  });

  it('reads nanoseconds to the millisecond and says which digits were dropped', () => {
    renderTool();
    type('Date to convert 1', '2026-11-24T10:00:00.123456789Z');
    advance(400);
    expect(fieldValue('Milliseconds 1')).toBe(String(Date.UTC(2026, 10, 24, 10, 0, 0, 123)));
    expect(screen.getByText(/the digits 456789 after them are dropped/)).toBeInTheDocument();
  });

  it('reads an RFC 2822 date as toUTCString writes it', () => {
    renderTool({ initialTimeZone: 'Asia/Tokyo' });
    type('Date to convert 1', 'Tue, 24 Nov 2026 10:00:00 +0800');
    advance(400);
    expect(fieldValue('Seconds 1')).toBe(String(Date.UTC(2026, 10, 24, 2) / 1000));
    expect(screen.getByText('Read as RFC 2822.')).toBeInTheDocument();
  });

  it.each([
    ['Timestamp 1', 'abc', en.errors.invalidTimestamp],
    ['Timestamp 1', '9000000000000000000000', en.errors.conversionError],
    ['Date to convert 1', 'tomorrow', en.errors.invalidDate],
    ['Date to convert 1', '', en.errors.invalidDate],
  ])('%s %j shows %s', (label, value, message) => {
    renderTool();
    type(label, 'x');
    type(label, value);
    advance(400);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not call an untouched empty row an error', () => {
    renderTool();
    advance(400);
    expect(screen.queryByText(en.errors.invalidTimestamp)).toBeNull();
    expect(screen.queryByText(en.errors.invalidDate)).toBeNull();
  });

  it('formats with a custom format', () => {
    renderTool({ initialTimeZone: 'UTC', initialTimestamps: ['1767622029045'] });
    fireEvent.change(screen.getByLabelText(en.settings.format), { target: { value: 'custom' } });
    type(en.settings.customFormat, '[Day] D/M/YY h:mm a SSS Z');
    advance(400);
    expect(fieldValue('Date 1')).toBe('Day 5/1/26 2:07 pm 045 +00:00');
    expect(screen.getByText(/YYYY YY MM M DD D HH H hh h mm m ss s SSS A a ZZ Z X x/)).toBeInTheDocument();
  });

  it('adds and removes rows, and clear all empties every row', () => {
    renderTool({ initialTimeZone: 'UTC', initialTimestamps: ['0'], initialDates: ['2026-01-05'] });
    fireEvent.click(screen.getByRole('button', { name: en.toDate.add }));
    type('Timestamp 2', '1');
    expect(screen.getByRole('button', { name: 'Remove date 1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove timestamp 1' }));
    expect(fieldValue('Timestamp 1')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: en.clearAll }));
    advance(400);
    expect(fieldValue('Timestamp 1')).toBe('');
    expect(fieldValue('Date to convert 1')).toBe('');
    expect(fieldValue('Seconds 1')).toBe('');
    expect(screen.queryByLabelText('Timestamp 2')).toBeNull();
    expect(screen.queryByText(en.errors.invalidTimestamp)).toBeNull();
  });

  it('copies a result, and says so when copying fails', async () => {
    renderTool({ initialTimeZone: 'UTC', initialTimestamps: ['0'] });
    advance(400);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Date 1' })));
    expect(copyText).toHaveBeenCalledWith('1970-01-01 00:00:00');
    expect(toast.success).toHaveBeenCalledWith(en.copy.done);
    copyText.mockResolvedValueOnce(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Timestamp (s)' })));
    expect(toast.error).toHaveBeenCalledWith('Copy failed');
  });

  it('speaks Chinese', () => {
    renderTool({ initialTimeZone: 'UTC', initialTimestamps: ['abc'] }, 'zh');
    advance(400);
    expect(screen.getByLabelText(zh.settings.timeZone)).toBeInTheDocument();
    expect(screen.getByText(zh.errors.invalidTimestamp)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.clearAll })).toBeInTheDocument();
  });
});

describe('TimeConverterTool across tools', () => {
  afterEach(() => {
    clearShelf();
    window.history.replaceState(null, '', '/');
  });

  function renderHosted(host: ToolHost) {
    return renderWithI18n(
      <ToolHostProvider value={host}>
        <TimeConverterTool initialTimeZone="UTC" />
      </ToolHostProvider>,
      { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
    );
  }

  it('shares the zone, the format and every row with its unit; a link restores them', async () => {
    let source: ShareSource | undefined;
    const { unmount } = renderHosted({ toolId: 'time-converter', setShareSource: (next) => (source = next) });
    fireEvent.change(screen.getByLabelText(en.settings.timeZone), { target: { value: 'Asia/Tokyo' } });
    fireEvent.change(screen.getByLabelText('Timestamp 1'), { target: { value: '1700000000123456789' } });
    fireEvent.change(screen.getByLabelText('Unit 1'), { target: { value: 'nanoseconds' } });
    fireEvent.change(screen.getByLabelText('Date to convert 1'), {
      target: { value: '2026-11-27 12:00:00' },
    });
    const state = source?.getState();
    expect(state).toMatchObject({
      timeZone: 'Asia/Tokyo',
      timestamps: [{ input: '1700000000123456789', unit: 'nanoseconds' }],
      dates: ['2026-11-27 12:00:00'],
    });
    unmount();

    window.history.replaceState(null, '', `/tool/time-converter#s=${await encodeShareState(state)}`);
    renderHosted({ toolId: 'time-converter' });
    await waitFor(() => expect(screen.getByLabelText('Timestamp 1')).toHaveValue('1700000000123456789'));
    expect(screen.getByLabelText(en.settings.timeZone)).toHaveValue('Asia/Tokyo');
    expect(screen.getByLabelText('Unit 1')).toHaveValue('nanoseconds');
    expect(screen.getByLabelText('Date to convert 1')).toHaveValue('2026-11-27 12:00:00');
  });

  it('puts a pasted timestamp and ISO date into their rows', () => {
    deliverTo('time-converter', [{ kind: 'text', text: '1700000000', format: 'timestamp' }]);
    renderHosted({ toolId: 'time-converter' });
    expect(screen.getByLabelText('Timestamp 1')).toHaveValue('1700000000');
    act(() =>
      deliverTo('time-converter', [{ kind: 'text', text: ' 2026-11-27T15:36:29Z ', format: 'iso-date' }]),
    );
    expect(screen.getByLabelText('Date to convert 1')).toHaveValue('2026-11-27T15:36:29Z');
    act(() => deliverTo('time-converter', [{ kind: 'text', text: '1800000000', format: 'timestamp' }]));
    expect(screen.getByLabelText('Timestamp 2')).toHaveValue('1800000000');
  });
});
