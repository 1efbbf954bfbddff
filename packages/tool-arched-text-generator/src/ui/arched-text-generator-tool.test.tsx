import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadBlob } from '@toolbox/kit/download';
import { encodeShareState } from '@toolbox/kit/share-state';
import { uiMessages } from '@toolbox/ui/i18n';
import { toast } from '@toolbox/ui/toast';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ArchedTextConfig, defaultConfig, newItem } from '../core/config';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import ArchedTextGeneratorTool from './arched-text-generator-tool';

vi.mock('@toolbox/kit/download', () => ({ downloadBlob: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const KEY = 'toolbox:arched-text-generator:config';
const saved = (): ArchedTextConfig => JSON.parse(localStorage.getItem(KEY) ?? 'null');

/** jsdom has no canvas: a 2D context that measures 10 px a character and draws nothing. */
function fakeCanvas() {
  const context = new Proxy(
    { measureText: (text: string) => ({ width: 10 * text.length }) },
    { get: (target, name) => (name in target ? target[name as 'measureText'] : () => {}), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
}

function renderTool(
  language: TestLanguage = 'en',
  setShareSource?: (source: ShareSource | undefined) => void,
) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <ArchedTextGeneratorTool />
    </ToolHostProvider>,
    {
      language,
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
async function setField(name: string, value: string) {
  const input = field(name);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  fireEvent.blur(input);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/tool/arched-text-generator');
  vi.clearAllMocks();
  vi.restoreAllMocks();
  localStorage.clear();
  fakeCanvas();
});

/** A configuration unlike the defaults in every field a link carries. */
const sharedConfig: ArchedTextConfig = {
  textItems: [
    {
      ...newItem('item-a', '弧形 👨‍👩‍👧 text'),
      arcDegree: -120,
      radius: 300,
      rotate: 15,
      angleOffset: -20,
      fontSize: 64,
      fontFamily: 'Georgia',
      textColor: '#ff0000',
      letterSpacing: 5,
      fontWeight: 'bold',
      centerX: 100,
      centerY: 200,
    },
    newItem('item-b', 'Second'),
  ],
  backgroundColor: '#123456',
  isTransparent: true,
  canvasWidth: 1080,
  canvasHeight: 1080,
};

describe('ArchedTextGeneratorTool links (CONTEXT.md Rules: Link)', () => {
  it('hands "Copy link" the whole configuration', async () => {
    let source: ShareSource | undefined;
    renderTool('en', (next) => (source = next));
    await setField(en.settings.fontSize, '64');
    await setField(en.canvas.width, '1080');
    expect(source?.getState()).toEqual({
      ...defaultConfig({ dark: false, sampleText: en.defaults.text }),
      textItems: [{ ...newItem('item-1', en.defaults.text), fontSize: 64 }],
      canvasWidth: 1080,
    });
  });

  it('opens a link with exactly its configuration on screen, and saves it', async () => {
    localStorage.setItem(KEY, JSON.stringify(defaultConfig({ dark: false, sampleText: 'mine' })));
    window.history.replaceState(
      null,
      '',
      `/tool/arched-text-generator#s=${await encodeShareState(sharedConfig)}`,
    );
    renderTool();
    const first = await screen.findByRole('checkbox', { name: '1. 弧形 👨‍👩‍👧 text' });
    await waitFor(() => expect(first).toBeChecked());
    expect(screen.getByRole('checkbox', { name: '2. Second' })).not.toBeChecked();
    expect(field(en.settings.text)).toHaveValue('弧形 👨‍👩‍👧 text');
    expect(field(en.settings.arcDegree)).toHaveValue('-120');
    expect(field(en.settings.radius)).toHaveValue('300');
    expect(field(en.settings.rotate)).toHaveValue('15');
    expect(field(en.settings.fontSize)).toHaveValue('64');
    expect(field(en.settings.letterSpacing)).toHaveValue('5');
    expect(field(en.settings.textColor)).toHaveValue('#ff0000');
    expect(screen.getByRole('combobox', { name: en.settings.fontFamily })).toHaveValue('Georgia');
    expect(screen.getByRole('button', { name: en.weights.bold })).toHaveAttribute('aria-pressed', 'true');
    expect(field(en.canvas.width)).toHaveValue('1080');
    expect(field(en.canvas.height)).toHaveValue('1080');
    expect(field(en.canvas.background)).toHaveValue('#123456');
    expect(screen.getByRole('checkbox', { name: en.canvas.transparent })).toBeChecked();
    await waitFor(() => expect(saved()).toEqual(sharedConfig));
  });
});

describe('ArchedTextGeneratorTool', () => {
  it('starts with one item, selected, and its settings at the spec’s defaults', async () => {
    renderTool();
    const item = await screen.findByRole('checkbox', { name: `1. ${en.defaults.text}` });
    expect(item).toBeChecked();
    expect(field(en.settings.text)).toHaveValue(en.defaults.text);
    expect(field(en.settings.arcDegree)).toHaveValue('60');
    expect(field(en.settings.radius)).toHaveValue('');
    expect(field(en.settings.fontSize)).toHaveValue('48');
    expect(field(en.settings.letterSpacing)).toHaveValue('2');
    expect(field(en.canvas.width)).toHaveValue('800');
    expect(field(en.canvas.height)).toHaveValue('600');
    expect(field(en.canvas.background)).toHaveValue('#ffffff');
    expect(screen.getByRole('img', { name: 'Preview of 1 text item' })).toBeInTheDocument();
  });

  it('clamps numbers when a field is left, keeps the old value for what is no number, and saves', async () => {
    renderTool();
    await setField(en.settings.fontSize, '500');
    expect(field(en.settings.fontSize)).toHaveValue('200');
    await setField(en.settings.fontSize, 'big');
    expect(field(en.settings.fontSize)).toHaveValue('200');
    await setField(en.settings.radius, '20');
    expect(field(en.settings.radius)).toHaveValue('50');
    await setField(en.canvas.width, '5000');
    await waitFor(() => expect(saved()?.canvasWidth).toBe(2000));
    expect(saved().textItems[0]).toMatchObject({ fontSize: 200, radius: 50 });
  });

  it('keeps the old colour when the new one is not #RGB or #RRGGBB', async () => {
    renderTool();
    await setField(en.settings.textColor, 'red');
    expect(field(en.settings.textColor)).toHaveValue('#000000');
    await setField(en.settings.textColor, '#F00');
    expect(field(en.settings.textColor)).toHaveValue('#f00');
  });

  it('applies a change to every selected item', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('button', { name: en.items.add }));
    await userEvent.click(screen.getByRole('checkbox', { name: `1. ${en.defaults.text}` }));
    expect(screen.getByRole('heading', { name: 'Settings of the 2 selected items' })).toBeInTheDocument();
    await setField(en.settings.arcDegree, '-120');
    await waitFor(() => expect(saved()?.textItems.map((item) => item.arcDegree)).toEqual([-120, -120]));
  });

  it('moves the selected items with the arrow keys (Shift: 10 px) and turns them with [ and ]', async () => {
    renderTool();
    const preview = await screen.findByRole('img', { name: 'Preview of 1 text item' });
    preview.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}]');
    await waitFor(() =>
      expect(saved()?.textItems[0]).toMatchObject({ centerX: 401, centerY: 310, angleOffset: 1 }),
    );
  });

  it('says there is no text to export when every item is blank', async () => {
    renderTool();
    await userEvent.clear(field(en.settings.text));
    await userEvent.click(screen.getByRole('button', { name: en.actions.export }));
    expect(toast.error).toHaveBeenCalledWith(en.messages.errorNoText);
  });

  it('shows Copy only where the browser can copy images', async () => {
    renderTool();
    await screen.findByRole('button', { name: en.actions.export });
    expect(screen.queryByRole('button', { name: en.actions.copy })).not.toBeInTheDocument();
  });

  it('resets behind a confirm dialog, removing the saved configuration', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        ...defaultConfig({ dark: false, sampleText: 'Mine' }),
        textItems: [newItem('x', 'Mine')],
      }),
    );
    renderTool();
    await screen.findByRole('checkbox', { name: '1. Mine' });
    await userEvent.click(screen.getByRole('button', { name: en.actions.reset }));
    const dialog = await screen.findByRole('alertdialog', { name: en.reset.title });
    await userEvent.click(within(dialog).getByRole('button', { name: en.reset.confirm }));
    expect(toast.success).toHaveBeenCalledWith(en.messages.successReset);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByRole('checkbox', { name: `1. ${en.defaults.text}` })).toBeInTheDocument();
  });

  it('keeps the good part of a damaged saved configuration and says so', async () => {
    const good = defaultConfig({ dark: false, sampleText: 'Kept' });
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...good, textItems: [{ ...good.textItems[0], fontSize: 'x' }, 42] }),
    );
    renderTool();
    await screen.findByRole('checkbox', { name: '1. Kept' });
    expect(field(en.settings.fontSize)).toHaveValue('48');
    expect(toast.warning).toHaveBeenCalledWith(en.messages.storageRepaired);
  });

  it('exports a PNG named arched-text-{timestamp}.png, and says when the PNG could not be made', async () => {
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    renderTool();
    await userEvent.click(await screen.findByRole('button', { name: en.actions.export2x }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(en.messages.successExported));
    expect(vi.mocked(downloadBlob).mock.calls[0]?.[1]).toMatch(/^arched-text-\d+\.png$/);
    toBlob.mockImplementation((callback) => callback(new Blob([], { type: 'image/png' }))); // empty: a failure
    await userEvent.click(screen.getByRole('button', { name: en.actions.export }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.messages.errorExportFailed));
  });

  it('copies where the browser can, and says when it refused', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
    const write = vi.fn(async (items: unknown[]) => {
      await (items[0] as { png: Promise<Blob> }).png;
    });
    vi.stubGlobal(
      'ClipboardItem',
      class {
        png: Promise<Blob>;
        constructor(parts: Record<string, Promise<Blob>>) {
          this.png = parts['image/png'] as Promise<Blob>;
        }
      },
    );
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    renderTool();
    await userEvent.click(await screen.findByRole('button', { name: en.actions.copy }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(en.messages.successCopied));
    write.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await userEvent.click(screen.getByRole('button', { name: en.actions.copy }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.messages.errorCopyFailed));
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('says in place of the preview when the browser cannot draw on a canvas', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(() => null);
    renderTool();
    expect(await screen.findByText(en.messages.errorCanvasNotSupported)).toBeInTheDocument();
    expect(screen.getByText(en.messages.errorCanvasHint)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    renderTool('zh');
    expect(await screen.findByRole('checkbox', { name: `1. ${zh.defaults.text}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.actions.export })).toBeInTheDocument();
  });
});
