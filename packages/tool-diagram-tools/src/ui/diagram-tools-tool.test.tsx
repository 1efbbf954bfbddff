import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeShareState } from '@toolbox/kit/share-state';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePlantUml } from '../core/plantuml-encode';
import { TEMPLATES } from '../core/templates';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import DiagramToolsTool, { type DiagramRenderers } from './diagram-tools-tool';

const { toast, downloadBlob, copyText } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  downloadBlob: vi.fn(),
  copyText: vi.fn(async (_text: string) => true),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob }));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><text>ok</text></svg>';

function fakeRenderers(): DiagramRenderers & {
  mermaid: ReturnType<typeof vi.fn>;
  plantuml: ReturnType<typeof vi.fn>;
} {
  return {
    mermaid: vi.fn(async (code: string) => {
      if (code.includes('oops')) throw new Error('Parse error on line 2:\n...oops\n---^');
      return SVG;
    }),
    plantuml: vi.fn(async () => SVG),
  };
}

function renderTool(
  language: TestLanguage = 'en',
  renderers = fakeRenderers(),
  setShareSource?: (source: ShareSource | undefined) => void,
) {
  const view = renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <DiagramToolsTool renderers={renderers} />
    </ToolHostProvider>,
    {
      language,
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    },
  );
  return { renderers, ...view };
}

const editor = () => screen.getByRole('textbox', { name: /code$/ });
const mermaidFlowchart = TEMPLATES.mermaid[0]?.code as string;

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  window.history.replaceState(null, '', '/tool/diagram-tools');
});

describe('DiagramToolsTool', () => {
  it('starts blank: render and copy are off, exports say there is no preview', async () => {
    renderTool();
    expect(screen.getByRole('button', { name: en.render })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.copyCode })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: en.exportSvg }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.noPreview);
    expect(editor()).toHaveStyle({ minHeight: '400px' });
  });

  it('renders a template, shows it, and exports it as SVG with a timestamped name', async () => {
    const { renderers } = renderTool();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: en.template }), 'flowchart');
    expect(editor()).toHaveValue(mermaidFlowchart);
    expect(screen.getByText(`${[...mermaidFlowchart].length} characters`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.render }));
    expect(await screen.findByRole('img', { name: 'The rendered Mermaid diagram' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    expect(renderers.mermaid).toHaveBeenCalledWith(mermaidFlowchart);
    await userEvent.click(screen.getByRole('button', { name: en.exportSvg }));
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^diagram-\d{8}-\d{6}\.svg$/);
    expect(await blob.text()).toBe(SVG);
    await userEvent.click(screen.getByRole('button', { name: en.hidePreview }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.showPreview }));
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('shows a syntax error with its line and clears the preview', async () => {
    renderTool();
    await userEvent.type(editor(), 'flowchart TD\n  oops');
    await userEvent.click(screen.getByRole('button', { name: en.render }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error on line 2');
    expect(alert).toHaveTextContent('Parse error on line 2');
    expect(toast.error).toHaveBeenCalledWith(en.errors.renderError);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps each syntax its own code: switching clears template and preview, not what was typed', async () => {
    renderTool();
    await userEvent.type(editor(), 'graph LR\n A-->B');
    await userEvent.click(screen.getByRole('button', { name: en.render }));
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'PlantUML' }));
    expect(editor()).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: en.template })).toHaveValue('');
    expect(
      within(screen.getByRole('combobox', { name: en.template })).getByRole('option', {
        name: 'Use case diagram',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mermaid' }));
    expect(editor()).toHaveValue('graph LR\n A-->B');
  });

  it('saves the code and the syntax, and a damaged record costs only itself', async () => {
    const first = renderTool();
    await userEvent.click(screen.getByRole('button', { name: 'PlantUML' }));
    await userEvent.type(editor(), '@startuml\nA -> B\n@enduml');
    expect(localStorage.getItem('toolbox:diagram-tools:code-plantuml')).toBe(
      JSON.stringify('@startuml\nA -> B\n@enduml'),
    );
    first.unmount();
    localStorage.setItem('toolbox:diagram-tools:code-mermaid', '{broken');
    renderTool();
    await waitFor(() => expect(editor()).toHaveValue('@startuml\nA -> B\n@enduml'));
    expect(screen.getByRole('button', { name: 'PlantUML' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Mermaid' }));
    expect(editor()).toHaveValue('');
  });

  it('asks before a template replaces code of the user own', async () => {
    renderTool();
    await userEvent.type(editor(), 'graph LR\n mine-->yours');
    const picker = screen.getByRole('combobox', { name: en.template });
    await userEvent.selectOptions(picker, 'gantt');
    const dialog = await screen.findByRole('alertdialog', { name: en.confirmTemplate.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor()).toHaveValue('graph LR\n mine-->yours');
    await userEvent.selectOptions(picker, 'gantt');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: en.confirmTemplate.confirm,
      }),
    );
    expect(editor()).toHaveValue(TEMPLATES.mermaid[3]?.code);
  });

  it('hands "Copy link" the syntax, its code and the preview setting, and has no share button of its own', async () => {
    let source: ShareSource | undefined;
    renderTool('en', fakeRenderers(), (next) => (source = next));
    await userEvent.click(screen.getByRole('button', { name: 'PlantUML' }));
    await userEvent.type(editor(), '@startuml\nA -> B\n@enduml');
    await userEvent.click(screen.getByRole('button', { name: en.hidePreview }));
    expect(source?.getState()).toEqual({
      engine: 'plantuml',
      code: '@startuml\nA -> B\n@enduml',
      showPreview: false,
    });
    expect(screen.queryByRole('button', { name: /share/i })).not.toBeInTheDocument();
  });

  it('opens a link with exactly its state, rendered', async () => {
    const shared = { engine: 'mermaid', code: 'graph TD\n 甲-->乙', showPreview: true };
    window.history.replaceState(null, '', `/tool/diagram-tools#s=${await encodeShareState(shared)}`);
    const { renderers } = renderTool();
    await waitFor(() => expect(editor()).toHaveValue(shared.code));
    expect(screen.getByRole('button', { name: 'Mermaid' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('img', { name: 'The rendered Mermaid diagram' })).toBeInTheDocument();
    expect(renderers.mermaid).toHaveBeenCalledWith(shared.code);
    expect(window.location.hash).toBe('');
  });

  it('opens a link whose preview was hidden without rendering', async () => {
    const shared = { engine: 'plantuml', code: '@startuml\nA -> B\n@enduml', showPreview: false };
    window.history.replaceState(null, '', `/tool/diagram-tools#s=${await encodeShareState(shared)}`);
    const { renderers } = renderTool();
    await waitFor(() => expect(editor()).toHaveValue(shared.code));
    expect(screen.getByRole('button', { name: en.showPreview })).toBeInTheDocument();
    expect(renderers.plantuml).not.toHaveBeenCalled();
  });

  it('asks before a link replaces the user own code, and keeps it on Cancel', async () => {
    localStorage.setItem('toolbox:diagram-tools:code-plantuml', JSON.stringify('@startuml\nmine\n@enduml'));
    localStorage.setItem('toolbox:diagram-tools:engine', JSON.stringify('plantuml'));
    const shared = { engine: 'plantuml', code: '@startuml\nBob -> Alice\n@enduml', showPreview: true };
    window.history.replaceState(null, '', `/tool/diagram-tools#s=${await encodeShareState(shared)}`);
    const { renderers } = renderTool();
    const dialog = await screen.findByRole('alertdialog', { name: en.share.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor()).toHaveValue('@startuml\nmine\n@enduml');
    expect(renderers.plantuml).not.toHaveBeenCalled();
  });

  it('still opens an old #<syntax>: link, asking first when it would replace the user own code', async () => {
    localStorage.setItem('toolbox:diagram-tools:code-plantuml', JSON.stringify('@startuml\nmine\n@enduml'));
    const shared = '@startuml\nBob -> Alice\n@enduml';
    // Made by the old share button (the fragment is PlantUML's deflate encoding of the code).
    window.history.replaceState(
      null,
      '',
      '/tool/diagram-tools#plantuml:SoWkIImgAStDuNBAJrBGjLDmpCbCJkLoICrB0Ge20000',
    );
    const { renderers } = renderTool();
    const dialog = await screen.findByRole('alertdialog', { name: en.share.confirmTitle });
    expect(window.location.hash).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: en.share.confirm }));
    await waitFor(() => expect(editor()).toHaveValue(shared));
    expect(screen.getByRole('button', { name: 'PlantUML' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(renderers.plantuml).toHaveBeenCalledWith(shared));
    expect(toast.success).toHaveBeenCalledWith(en.share.opened);
  });

  it('opens an old link at once over blank code', async () => {
    window.history.replaceState(
      null,
      '',
      `/tool/diagram-tools#mermaid:${encodePlantUml('graph TD\n 甲-->乙')}`,
    );
    renderTool();
    await waitFor(() => expect(editor()).toHaveValue('graph TD\n 甲-->乙'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('button', { name: zh.render })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: zh.help.title })).toBeInTheDocument();
  });
});
