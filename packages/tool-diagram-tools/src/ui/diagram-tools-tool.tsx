import { downloadBlob } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { NativeSelect } from '@toolbox/ui/native-select';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { useObjectUrl } from '@toolbox/ui/use-object-url';
import { DownloadIcon, EyeIcon, EyeOffIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_MIN_HEIGHT_PX, ENGINES, type Engine, MAX_SOURCE_BYTES, PNG_SCALE } from '../core/constants';
import { errorLine, exportName, isBlank, isTooLong, svgSize } from '../core/diagram';
import { parseSharedDiagram, type SharedDiagramState } from '../core/share-state';
import { TEMPLATES, templateOf } from '../core/templates';
import { HelpPanel } from './help-panel';
import { renderMermaid, renderPlantUml, svgToPng } from './render';
import { storedCode, useDrafts } from './use-drafts';

const RAW = { escapeValue: false };

// Loaded when first needed: Radix's dialog and fflate (old share links) would add 18 KB to the
// page's first load for what a user may never open.
const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then(({ ConfirmDialog: dialog }) => ({ default: dialog })),
);
const loadShare = () => import('../core/share');

export interface DiagramRenderers {
  mermaid: (code: string) => Promise<string>;
  plantuml: (code: string, signal?: AbortSignal) => Promise<string>;
}

const DEFAULT_RENDERERS: DiagramRenderers = { mermaid: renderMermaid, plantuml: renderPlantUml };

/**
 * The diagram tool: Mermaid rendered in the browser, PlantUML on the product's server; export as
 * SVG or PNG, copy; the page's "Copy link" shares the syntax, code and preview setting (CONTEXT.md).
 */
export default function DiagramToolsTool({
  renderers = DEFAULT_RENDERERS,
}: {
  renderers?: DiagramRenderers;
}) {
  const { t } = useTranslation('diagram-tools');
  const editorId = useId();
  const templateId = useId();
  const { engine, setEngine, codes, setCode, unsaved, ready } = useDrafts();
  const code = codes[engine];
  const [template, setTemplate] = useState('');
  const [svg, setSvg] = useState<string | undefined>();
  const [showPreview, setShowPreview] = useState(true);
  const [rendering, setRendering] = useState(false);
  const [error, setError] = useState<{ message: string; line?: number } | undefined>();
  const [pendingTemplate, setPendingTemplate] = useState<string | undefined>();
  const [pendingShare, setPendingShare] = useState<SharedDiagramState | undefined>();
  const renderRun = useRef(0);
  const previewUrl = useObjectUrl(
    useMemo(() => (svg ? new Blob([svg], { type: 'image/svg+xml' }) : undefined), [svg]),
  );

  // CONTEXT.md Rules: Export and share › Link: a link opens its diagram, asking first when it
  // would replace code of the visitor's own in that syntax.
  /** Opens `shared` at once (true) or asks first (false). */
  function restore(shared: SharedDiagramState): boolean {
    const own = ready ? codes[shared.engine] : storedCode(shared.engine);
    const isOpenedAtOnce =
      isBlank(own) || own === shared.code || templateOf(shared.engine, own) !== undefined;
    if (isOpenedAtOnce) openShared(shared);
    else setPendingShare(shared);
    return isOpenedAtOnce;
  }
  useShareableState({ state: { engine, code, showPreview }, parse: parseSharedDiagram, restore });

  // CONTEXT.md Rules: Export and share › Old links: `#<syntax>:<code>` links of the old share
  // button still open, the same way (once, when the saved drafts are in).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the saved drafts are in
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    void loadShare().then(({ readShareFragment }) => {
      const shared = readShareFragment(window.location.hash);
      if (!shared) return;
      history.replaceState(null, '', window.location.pathname + window.location.search);
      if (restore({ ...shared, showPreview: true })) toast.success(t('share.opened'));
    });
  }, [ready]);

  function clearPreview() {
    renderRun.current++;
    setSvg(undefined);
    setError(undefined);
    setRendering(false);
  }

  /** Puts a shared diagram on screen and renders it when its preview was shown. */
  function openShared(shared: SharedDiagramState) {
    setEngine(shared.engine);
    setCode(shared.engine, shared.code);
    setTemplate(templateOf(shared.engine, shared.code) ?? '');
    clearPreview();
    setShowPreview(shared.showPreview);
    if (shared.showPreview && !isBlank(shared.code)) void render(shared);
  }

  function switchEngine(next: Engine) {
    if (next === engine) return;
    // The spec clears code, template and preview on a switch; the code is kept per syntax instead
    // (nothing typed is lost), and the other syntax's code comes back.
    setEngine(next);
    setTemplate(templateOf(next, codes[next]) ?? '');
    clearPreview();
  }

  function applyTemplate(id: string) {
    const chosen = TEMPLATES[engine].find((entry) => entry.id === id);
    if (!chosen) return;
    setCode(engine, chosen.code);
    setTemplate(id);
    clearPreview();
  }

  function chooseTemplate(id: string) {
    if (!id) return;
    if (isBlank(code) || templateOf(engine, code)) applyTemplate(id);
    else setPendingTemplate(id);
  }

  async function render(target: { engine: Engine; code: string } = { engine, code }) {
    if (isBlank(target.code)) return;
    if (isTooLong(target.code)) {
      toast.error(t('errors.tooLong', { kb: MAX_SOURCE_BYTES / 1024 }));
      return;
    }
    const run = ++renderRun.current;
    setRendering(true);
    setError(undefined);
    try {
      const rendered = await renderers[target.engine](target.code);
      if (run !== renderRun.current) return;
      setSvg(rendered);
      setShowPreview(true);
    } catch (failure) {
      if (run !== renderRun.current) return;
      const message = failure instanceof Error ? failure.message : String(failure);
      console.warn('diagram-tools: render failed', failure);
      setSvg(undefined);
      setError({ message, line: errorLine(message) });
      toast.error(t('errors.renderError'));
    } finally {
      if (run === renderRun.current) setRendering(false);
    }
  }

  function exportSvg() {
    if (!svg) return toast.error(t('errors.noPreview'));
    downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), exportName(new Date(), 'svg'));
  }

  async function exportPng() {
    if (!svg) return toast.error(t('errors.noPreview'));
    const size = svgSize(svg) ?? { width: 800, height: 600 };
    try {
      downloadBlob(await svgToPng(svg, size, PNG_SCALE), exportName(new Date(), 'png'));
    } catch (failure) {
      console.warn('diagram-tools: PNG export failed', failure);
      toast.error(t('errors.pngFailed'));
    }
  }

  const blank = isBlank(code);
  const characters = [...code].length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <SegmentedControl<Engine>
          label={t('engine')}
          value={engine}
          onValueChange={switchEngine}
          options={ENGINES.map((value) => ({ value, label: t(`engines.${value}`) }))}
        />
        <div className="min-w-48 space-y-1">
          <label htmlFor={templateId} className="font-medium text-sm">
            {t('template')}
          </label>
          <NativeSelect
            id={templateId}
            value={template}
            onValueChange={chooseTemplate}
            options={[
              { value: '', label: t('templates.none') },
              ...TEMPLATES[engine].map((entry) => ({
                value: entry.id,
                label: t(`templates.${engine}.${entry.id}`),
              })),
            ]}
          />
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void render()} disabled={blank || rendering}>
          <PlayIcon aria-hidden className="size-4" />
          {rendering ? t('rendering') : t('render')}
        </Button>
        <CopyButton
          value={blank ? '' : code}
          label={t('copyCode')}
          variant="secondary"
          copiedMessage={t('copied')}
          failedMessage={t('copyFailed')}
        />
        <Button
          variant="secondary"
          onClick={() => setShowPreview((shown) => !shown)}
          aria-pressed={showPreview}
        >
          {showPreview ? (
            <EyeOffIcon aria-hidden className="size-4" />
          ) : (
            <EyeIcon aria-hidden className="size-4" />
          )}
          {showPreview ? t('hidePreview') : t('showPreview')}
        </Button>
        <Button variant="secondary" onClick={exportSvg}>
          <DownloadIcon aria-hidden className="size-4" />
          {t('exportSvg')}
        </Button>
        <Button variant="secondary" onClick={() => void exportPng()}>
          <DownloadIcon aria-hidden className="size-4" />
          {t('exportPng')}
        </Button>
        <CopyButton
          value={svg ?? ''}
          label={t('copySvg')}
          variant="secondary"
          onEmpty={() => toast.error(t('errors.noPreview'))}
          copiedMessage={t('copied')}
          failedMessage={t('copyFailed')}
        />
        <Button
          variant="secondary"
          disabled={blank && !svg}
          onClick={() => {
            setCode(engine, '');
            setTemplate('');
            clearPreview();
          }}
        >
          <Trash2Icon aria-hidden className="size-4" />
          {t('clear')}
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <label htmlFor={editorId} className="font-medium text-sm">
            {t('code', { engine: t(`engines.${engine}`) })}
          </label>
          <Textarea
            id={editorId}
            value={code}
            onChange={(event) => {
              setCode(engine, event.target.value);
              setTemplate(templateOf(engine, event.target.value) ?? '');
            }}
            spellCheck={false}
            placeholder={t('placeholder')}
            className="font-mono text-sm"
            style={{ minHeight: EDITOR_MIN_HEIGHT_PX }}
            aria-describedby={`${editorId}-count`}
          />
          <p id={`${editorId}-count`} className="text-muted-foreground text-sm">
            {t('characters', { count: characters })}
            {unsaved && <span className="ml-2 text-destructive">{t('unsaved')}</span>}
          </p>
        </div>
        {showPreview && (
          <section aria-labelledby={`${editorId}-preview`} className="min-w-0 space-y-1">
            <h2 id={`${editorId}-preview`} className="font-medium text-sm">
              {t('preview')}
            </h2>
            <div
              className="flex min-h-[400px] items-center justify-center overflow-auto rounded-md border border-border bg-white p-4"
              aria-busy={rendering}
            >
              {previewUrl ? (
                <img
                  src={previewUrl}
                  alt={t('previewAlt', { engine: t(`engines.${engine}`) })}
                  className="max-w-full"
                />
              ) : error ? (
                <div role="alert" className="max-w-full space-y-1 text-sm text-red-700">
                  <p className="font-medium">
                    {error.line ? t('errors.atLine', { line: error.line }) : t('errors.renderError')}
                  </p>
                  <pre className="whitespace-pre-wrap break-words font-mono text-xs">{error.message}</pre>
                </div>
              ) : (
                <p className="text-gray-600 text-sm">{rendering ? t('rendering') : t('emptyPreview')}</p>
              )}
            </div>
          </section>
        )}
      </div>

      <HelpPanel />

      <Suspense fallback={null}>
        {pendingTemplate !== undefined && (
          <ConfirmDialog
            open={pendingTemplate !== undefined}
            onOpenChange={(open) => !open && setPendingTemplate(undefined)}
            title={t('confirmTemplate.title')}
            description={t('confirmTemplate.description')}
            confirmLabel={t('confirmTemplate.confirm')}
            onConfirm={() => {
              if (pendingTemplate) applyTemplate(pendingTemplate);
              setPendingTemplate(undefined);
            }}
          />
        )}
        {pendingShare !== undefined && (
          <ConfirmDialog
            open={pendingShare !== undefined}
            onOpenChange={(open) => !open && setPendingShare(undefined)}
            title={t('share.confirmTitle')}
            description={t('share.confirmDescription', {
              engine: pendingShare ? t(`engines.${pendingShare.engine}`) : '',
              interpolation: RAW,
            })}
            confirmLabel={t('share.confirm')}
            onConfirm={() => {
              if (pendingShare) {
                openShared(pendingShare);
                toast.success(t('share.opened'));
              }
              setPendingShare(undefined);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
