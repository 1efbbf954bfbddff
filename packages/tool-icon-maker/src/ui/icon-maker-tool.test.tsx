import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadBlob } from '@toolbox/kit/download';
import { encodeShareState } from '@toolbox/kit/share-state';
import { uiMessages } from '@toolbox/ui/i18n';
import { toast } from '@toolbox/ui/toast';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DESIGN, type IconDesign } from '../core/design';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { buildSvg, rasterise } from './build-svg';
import IconMakerTool from './icon-maker-tool';

vi.mock('@toolbox/ui/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
// The preview downloads fonts and icon sets: not in these tests (the e2e draws them).
vi.mock('./build-svg', () => ({
  buildSvg: vi.fn(async () => ({ svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', missing: [] })),
  svgDataUrl: (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`,
  rasterise: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
}));
vi.mock('./icon-library', () => ({
  familyIcons: vi.fn(async (family: string) => [{ id: `${family}:house`, family, name: 'house' }]),
  loadFamily: vi.fn(async () => new Map()),
  iconShape: vi.fn(async () => undefined),
}));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob: vi.fn() }));

function renderTool(
  language: TestLanguage = 'en',
  setShareSource?: (source: ShareSource | undefined) => void,
) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <IconMakerTool />
    </ToolHostProvider>,
    {
      language,
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    },
  );
}

const textField = () => screen.getByRole('textbox', { name: en.design.content });

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/tool/icon-maker');
});

/** A design unlike the default in every section. */
const sharedDesign: IconDesign = {
  ...DEFAULT_DESIGN,
  text: '图标',
  font: 'Lato',
  fontSize: 64,
  fontWeight: 300,
  textColor: '#112233',
  textOpacity: 80,
  textPosition: { x: 30, y: 70 },
  selectedIcon: 'lucide:house',
  iconSize: 40,
  iconColor: '#f0f',
  showIcon: true,
  backgroundColor: '#ffcc00',
  backgroundShape: 'rounded',
  borderRadius: 20,
  borderWidth: 3,
  borderColor: '#00ff00',
  showShadow: true,
  shadowBlur: 12,
  canvasSize: 320,
  backgroundGradientEnabled: true,
  backgroundGradientAngle: 90,
};

describe('IconMakerTool links (CONTEXT.md Rules: Link)', () => {
  it('hands "Copy link" the whole design', () => {
    let source: ShareSource | undefined;
    renderTool('en', (next) => (source = next));
    fireEvent.change(textField(), { target: { value: 'XY' } });
    fireEvent.change(screen.getByRole('combobox', { name: en.design.font }), { target: { value: 'Lato' } });
    expect(source?.getState()).toEqual({ ...DEFAULT_DESIGN, text: 'XY', font: 'Lato' });
  });

  it('opens a link with exactly its design on screen and in the drawing; Undo brings the visitor’s back', async () => {
    window.history.replaceState(null, '', `/tool/icon-maker#s=${await encodeShareState(sharedDesign)}`);
    renderTool();
    await waitFor(() => expect(textField()).toHaveValue('图标'));
    expect(screen.getByRole('combobox', { name: en.design.font })).toHaveValue('Lato');
    expect(screen.getByRole('slider', { name: en.design.fontSize })).toHaveValue('64');
    expect(screen.getByRole('button', { name: en.shapes.rounded })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: en.design.gradientStart })).toHaveValue('#60a5fa');
    expect(screen.getByRole('textbox', { name: en.design.borderColor })).toHaveValue('#00ff00');
    expect(screen.getByRole('switch', { name: en.design.showIcon })).toBeChecked();
    expect(screen.getByRole('switch', { name: en.design.gradient })).toBeChecked();
    await waitFor(() => expect(vi.mocked(buildSvg)).toHaveBeenLastCalledWith(sharedDesign, 320));
    await userEvent.click(screen.getByRole('button', { name: en.history.undo }));
    expect(textField()).toHaveValue(DEFAULT_DESIGN.text);
  });
});

describe('IconMakerTool', () => {
  it('starts from the default design', () => {
    renderTool();
    expect(textField()).toHaveValue(DEFAULT_DESIGN.text);
    expect(screen.getByRole('combobox', { name: en.design.font })).toHaveValue('Roboto');
    expect(screen.getByRole('slider', { name: en.design.fontSize })).toHaveValue('48');
    expect(screen.getByRole('button', { name: en.shapes.circle })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: en.history.undo })).toBeDisabled();
  });

  it('keeps text to 5 characters, undoes and redoes by button and keyboard, and resets with a message', async () => {
    renderTool();
    fireEvent.change(textField(), { target: { value: 'ABCDEFG' } });
    expect(textField()).toHaveValue('ABCDE');
    fireEvent.change(textField(), { target: { value: 'XY' } });
    await userEvent.click(screen.getByRole('button', { name: en.history.undo }));
    expect(textField()).toHaveValue('ABCDE');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(textField()).toHaveValue('A');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(textField()).toHaveValue('ABCDE');
    await userEvent.click(screen.getByRole('button', { name: en.history.reset }));
    expect(textField()).toHaveValue('A');
    expect(toast.success).toHaveBeenCalledWith(en.history.resetSuccess);
    expect(screen.getByRole('button', { name: en.history.undo })).toBeDisabled();
  });

  it('hides the background controls with no shape, and the border colour until there is a border', async () => {
    renderTool();
    expect(screen.queryByRole('slider', { name: en.design.borderWidth })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: en.design.borderColor })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: en.design.borderWidth }), { target: { value: '4' } });
    expect(screen.getByRole('textbox', { name: en.design.borderColor })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.shapes.none }));
    expect(screen.queryByRole('slider', { name: en.design.borderWidth })).not.toBeInTheDocument();
  });

  it('applies a popular template over the defaults', async () => {
    renderTool();
    fireEvent.change(textField(), { target: { value: 'Q' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Use template Initials' }));
    expect(textField()).toHaveValue('AB');
    expect(screen.getByRole('combobox', { name: en.design.font })).toHaveValue('Montserrat');
  });

  it('saves my templates, newest first, and says when a name is missing', async () => {
    renderTool();
    await userEvent.click(await screen.findByRole('button', { name: en.templates.save }));
    expect(toast.error).toHaveBeenCalledWith(en.templates.noName);
    await userEvent.type(screen.getByRole('textbox', { name: en.templates.name }), 'Blue A{Enter}');
    fireEvent.change(textField(), { target: { value: 'Z' } });
    await userEvent.type(screen.getByRole('textbox', { name: en.templates.name }), 'Blue Z{Enter}');
    const saved = JSON.parse(localStorage.getItem('toolbox:icon-maker:templates') ?? '[]');
    expect(saved.map((template: { name: string }) => template.name)).toEqual(['Blue Z', 'Blue A']);
    await userEvent.click(screen.getByRole('button', { name: 'Use template Blue A' }));
    expect(textField()).toHaveValue('A');
  });

  it('offers the export formats and sizes', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.export }));
    const panel = screen.getByRole('tabpanel', { name: en.tabs.export });
    expect(await within(panel).findByRole('textbox', { name: en.export.fileName })).toHaveValue('my-icon');
    expect(
      within(panel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'PNG',
      'SVG',
      'JPG',
      'Favicon set (ZIP)',
      '16 × 16',
      '32 × 32',
      '64 × 64',
      '128 × 128',
      '256 × 256',
      '512 × 512',
    ]);
    expect(within(panel).getByRole('combobox', { name: en.export.size })).toHaveValue('256');
  });

  it('exports with the file name and says so; after three failed tries it gives the reason', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.export }));
    const panel = screen.getByRole('tabpanel', { name: en.tabs.export });
    await userEvent.clear(await within(panel).findByRole('textbox', { name: en.export.fileName }));
    await userEvent.type(within(panel).getByRole('textbox', { name: en.export.fileName }), 'badge');
    await userEvent.click(within(panel).getByRole('button', { name: en.export.export }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Exported PNG at 256 px.', { id: 'icon-maker-export' }),
    );
    expect(vi.mocked(downloadBlob).mock.calls[0]?.[1]).toBe('badge.png');
    vi.mocked(rasterise).mockRejectedValue(new Error('no canvas'));
    await userEvent.click(within(panel).getByRole('button', { name: en.export.export }));
    await waitFor(
      () => expect(toast.error).toHaveBeenCalledWith('Export failed: no canvas', { id: 'icon-maker-export' }),
      {
        timeout: 3000,
      },
    );
    expect(rasterise).toHaveBeenCalledTimes(1 + 3);
  });

  it('says when a search finds no icons', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('switch', { name: en.design.showIcon }));
    const search = await screen.findByRole('searchbox', { name: en.icons.search });
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText(en.icons.noIconsFound, {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'house');
    // A search looks through all nine families (each mocked with one "house").
    expect(await screen.findAllByRole('button', { name: 'house' }, { timeout: 3000 })).toHaveLength(9);
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('tab', { name: zh.tabs.design })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: zh.design.content })).toBeInTheDocument();
  });
});
