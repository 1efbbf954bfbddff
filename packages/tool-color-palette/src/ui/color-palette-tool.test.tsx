import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copyText } from '@toolbox/kit/clipboard';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { toast } from '@toolbox/ui/toast';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { ColorPaletteWorker } from '../worker/client';
import ColorPaletteTool from './color-palette-tool';

vi.mock('@toolbox/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText: vi.fn(async () => true) }));

/** A worker that finds red and blue in any image, or fails for `broken*`. */
function fakeWorker() {
  const worker = {
    call: vi.fn(async (_method: string, input: { name: string; count: number }) => {
      if (input.name.startsWith('broken'))
        throw Object.assign(new Error('Failed to load image'), { problem: 'unsupported' });
      return {
        colors: [
          { hex: '#ff0000', share: 0.75 },
          { hex: '#0000ff', share: 0.25 },
        ],
        width: 40,
        height: 30,
        ms: 12,
      };
    }),
    warm: vi.fn(),
    terminate: vi.fn(),
  };
  return worker as unknown as ColorPaletteWorker & { call: typeof worker.call; warm: typeof worker.warm };
}

function renderTool(
  language: TestLanguage = 'en',
  worker = fakeWorker(),
  setShareSource?: (source: ShareSource | undefined) => void,
) {
  renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <ColorPaletteTool worker={worker} />
    </ToolHostProvider>,
    {
      language,
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    },
  );
  return worker;
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  clearShelf();
  window.history.replaceState(null, '', '/tool/color-palette');
});

describe('ColorPaletteTool', () => {
  it('starts on the picker with #3b82f6 in all four formats', () => {
    renderTool();
    const picker = panel(en.tabs.picker);
    expect(within(picker).getByLabelText(en.formats.hex)).toHaveValue('#3b82f6');
    expect(within(picker).getByLabelText(en.formats.rgb)).toHaveValue('rgb(59, 130, 246)');
    expect(within(picker).getByLabelText(en.formats.hsl)).toHaveValue('hsl(217, 91%, 60%)');
    expect(within(picker).getByLabelText(en.formats.hsv)).toHaveValue('hsv(217, 76%, 96%)');
    expect(within(picker).getByLabelText(en.picker.choose)).toHaveValue('#3b82f6');
  });

  it('keeps the four fields in step, keeps what is typed while it is not a colour yet, and says so', async () => {
    renderTool();
    const picker = panel(en.tabs.picker);
    const rgb = within(picker).getByLabelText(en.formats.rgb);
    fireEvent.change(rgb, { target: { value: 'rgb(255, 0' } });
    expect(rgb).toHaveValue('rgb(255, 0');
    expect(rgb).toHaveAttribute('aria-invalid', 'true');
    expect(within(picker).getByText(en.picker.invalid)).toBeInTheDocument();
    expect(within(picker).getByLabelText(en.formats.hex)).toHaveValue('#3b82f6');
    fireEvent.change(rgb, { target: { value: 'rgb(255, 0, 0)' } });
    expect(within(picker).getByLabelText(en.formats.hex)).toHaveValue('#ff0000');
    expect(within(picker).getByLabelText(en.formats.hsv)).toHaveValue('hsv(0, 100%, 100%)');
    fireEvent.change(within(picker).getByLabelText(en.formats.hex), {
      target: { value: 'hsl(120, 100%, 50%)' },
    });
    expect(rgb).toHaveValue('rgb(0, 255, 0)');
  });

  it('generates from the current colour: 8 monochromatic shades, then the other schemes', async () => {
    renderTool();
    fireEvent.change(within(panel(en.tabs.picker)).getByLabelText(en.formats.hex), {
      target: { value: '#ff0000' },
    });
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.generator }));
    const generator = panel(en.tabs.generator);
    expect(within(generator).getAllByRole('button', { name: /^Copy #/ })).toHaveLength(8);
    await userEvent.click(within(generator).getByRole('button', { name: en.schemes.triadic }));
    const triadic = within(generator).getByRole('list', { name: 'Triadic palette' });
    expect(
      within(triadic)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['#ff0000', '#00ff00', '#0000ff']);
  });

  it('converts any colour text into the four formats, and says when it is not one', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.converter }));
    const converter = panel(en.tabs.converter);
    const input = within(converter).getByLabelText(en.converter.input);
    fireEvent.change(input, { target: { value: 'tomato' } });
    expect(within(converter).getByText('#ff6347')).toBeInTheDocument();
    expect(within(converter).getByText('rgb(255, 99, 71)')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'not a colour' } });
    expect(within(converter).getByText(en.picker.invalid)).toBeInTheDocument();
  });

  it('checks contrast: the ratio and the four WCAG verdicts', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.contrast }));
    const contrast = panel(en.tabs.contrast);
    fireEvent.change(within(contrast).getByLabelText(en.contrast.foreground), {
      target: { value: '#767676' },
    });
    fireEvent.change(within(contrast).getByLabelText(en.contrast.background), {
      target: { value: '#ffffff' },
    });
    expect(within(contrast).getByText('4.54:1')).toBeInTheDocument();
    const verdicts = within(within(contrast).getByRole('list', { name: en.contrast.verdicts }));
    expect(verdicts.getByText(en.contrast.aaNormal).nextSibling).toHaveTextContent(en.contrast.pass);
    expect(verdicts.getByText(en.contrast.aaaNormal).nextSibling).toHaveTextContent(en.contrast.fail);
  });

  it('extracts colours from an image in the worker, started when the tab opens', async () => {
    const worker = renderTool();
    expect(worker.warm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.extractor }));
    await waitFor(() => expect(worker.warm).toHaveBeenCalled());
    const extractor = panel(en.tabs.extractor);
    await within(extractor).findByText(en.extractor.drop);
    const input = extractor.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    const result = await within(extractor).findByRole('list', { name: en.extractor.result });
    expect(
      within(result)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['#ff000075.0%', '#0000ff25.0%']);
    expect(worker.call).toHaveBeenCalledWith(
      'extract',
      expect.objectContaining({ name: 'photo.png', count: 6 }),
      expect.anything(),
    );
    expect(within(extractor).getByText('2 colours from a 40 × 30 image, in 0.01 s.')).toBeInTheDocument();
  });

  it('cancels an extraction: the call is aborted and the page says so', async () => {
    const worker = fakeWorker();
    let aborted = false;
    worker.call.mockImplementationOnce(
      (_method, _input, options?: { signal?: AbortSignal }) =>
        new Promise((_, reject) =>
          options?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ) as never,
    );
    renderTool('en', worker);
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.extractor }));
    await within(panel(en.tabs.extractor)).findByText(en.extractor.drop);
    const input = panel(en.tabs.extractor).querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'slow.png', { type: 'image/png' }));
    await userEvent.click(await screen.findByRole('button', { name: /cancel/i }));
    expect(aborted).toBe(true);
    expect(toast.info).toHaveBeenCalledWith(en.extractor.cancelled);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('names an image it could not read', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.extractor }));
    await within(panel(en.tabs.extractor)).findByText(en.extractor.drop);
    const input = panel(en.tabs.extractor).querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'broken.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not read "broken.png": it may be damaged or not an image.',
      ),
    );
  });

  it('copies a format or a swatch with the spec’s messages', async () => {
    renderTool();
    await userEvent.click(within(panel(en.tabs.picker)).getByRole('button', { name: 'Copy RGB' }));
    expect(copyText).toHaveBeenCalledWith('rgb(59, 130, 246)');
    expect(toast.success).toHaveBeenCalledWith(en.messages.successCopied);
    vi.mocked(copyText).mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.generator }));
    await userEvent.click(
      within(panel(en.tabs.generator)).getAllByRole('button', { name: /^Copy #/ })[0] as HTMLElement,
    );
    expect(toast.error).toHaveBeenCalledWith(en.messages.errorCopy);
  });

  it('hands "Copy link" the tab, the colours and the settings (CONTEXT.md Rules: Link)', async () => {
    let source: ShareSource | undefined;
    renderTool('en', fakeWorker(), (next) => (source = next));
    fireEvent.change(within(panel(en.tabs.picker)).getByLabelText(en.formats.hex), {
      target: { value: '#ff0000' },
    });
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.generator }));
    await userEvent.click(within(panel(en.tabs.generator)).getByRole('button', { name: en.schemes.triadic }));
    fireEvent.change(within(panel(en.tabs.converter)).getByLabelText(en.converter.input), {
      target: { value: 'tomato' },
    });
    const contrast = panel(en.tabs.contrast);
    fireEvent.change(within(contrast).getByLabelText(en.contrast.foreground), {
      target: { value: '#767676' },
    });
    fireEvent.change(within(contrast).getByLabelText(en.contrast.background), {
      target: { value: '#ffffff' },
    });
    expect(source?.getState()).toEqual({
      tab: 'generator',
      color: '#ff0000',
      scheme: 'triadic',
      converterText: 'tomato',
      foreground: '#767676',
      background: '#ffffff',
    });
  });

  it('opens a link with exactly its state on screen', async () => {
    const shared = {
      tab: 'generator',
      color: '#ff0000',
      scheme: 'triadic',
      converterText: 'rgb(0, 0, 255)',
      foreground: '#767676',
      background: '#ffffff',
    };
    window.history.replaceState(null, '', `/tool/color-palette#s=${await encodeShareState(shared)}`);
    renderTool();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: en.tabs.generator })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(panel(en.tabs.picker)).getByLabelText(en.formats.hex)).toHaveValue('#ff0000');
    const triadic = within(panel(en.tabs.generator)).getByRole('list', { name: 'Triadic palette' });
    expect(
      within(triadic)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    const converter = panel(en.tabs.converter);
    expect(within(converter).getByLabelText(en.converter.input)).toHaveValue('rgb(0, 0, 255)');
    expect(within(converter).getByText('#0000ff')).toBeInTheDocument();
    const contrast = panel(en.tabs.contrast);
    expect(within(contrast).getByLabelText(en.contrast.foreground)).toHaveValue('#767676');
    expect(within(contrast).getByLabelText(en.contrast.background)).toHaveValue('#ffffff');
    expect(within(contrast).getByText('4.54:1')).toBeInTheDocument();
  });

  it('takes a received colour as the base colour (CONTEXT.md Rules: Hand-off)', () => {
    deliverTo(manifest.id, [{ kind: 'text', text: ' hsl(120, 100%, 25%) ', format: 'color' }]);
    renderTool();
    expect(screen.getByRole('tab', { name: en.tabs.generator })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel(en.tabs.generator)).getByLabelText(en.generator.base)).toHaveValue('#008000');
  });

  it('says so when a received text is not a colour, and keeps the current one', () => {
    deliverTo(manifest.id, [{ kind: 'text', text: 'not a colour', format: 'color' }]);
    renderTool();
    expect(toast.error).toHaveBeenCalledWith(en.picker.invalid);
    expect(within(panel(en.tabs.picker)).getByLabelText(en.formats.hex)).toHaveValue('#3b82f6');
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('tab', { name: zh.tabs.picker })).toBeInTheDocument();
    expect(within(panel(zh.tabs.picker)).getByLabelText(zh.picker.choose)).toBeInTheDocument();
  });
});
