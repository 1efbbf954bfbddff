import { downloadBlob } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { toast } from '@toolbox/ui/toast';
import { Copy, Download, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ArchedTextConfig,
  exportName,
  hasText,
  newItem,
  parseSharedConfig,
  type TextItem,
} from '../core/config';
import { CanvasSettings } from './canvas-settings';
import { CanvasUnavailableError, canCopyImages, renderPng } from './draw';
import { ItemSettings } from './item-settings';
import { PreviewCanvas } from './preview-canvas';
import { useConfig } from './use-config';

/** The reset confirmation (and Radix Dialog with it) loads on the first Reset, not with the page. */
const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

let nextId = 1;
const newId = () => `item-${Date.now().toString(36)}-${nextId++}`;

/**
 * Arched text generator: text items laid on arcs over a canvas, exported as PNG (1× and 2×) or
 * copied; the configuration is saved in the browser.
 */
export default function ArchedTextGeneratorTool() {
  const { t } = useTranslation('arched-text-generator');
  const { config, change, reset, damage, clearDamage, unsaved } = useConfig(t('defaults.text'));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [canvasUnavailable, setCanvasUnavailable] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [copyable, setCopyable] = useState(false);
  const [busy, setBusy] = useState(false);
  const itemsTitleId = useId();

  // CONTEXT.md Rules: Link: the whole configuration; a link's one replaces it and is saved.
  useShareableState({ state: config, parse: parseSharedConfig, restore: (shared) => change(() => shared) });

  useEffect(() => setCopyable(canCopyImages()), []);
  useEffect(() => {
    if (!damage) return;
    toast.warning(t(damage === 'repaired' ? 'messages.storageRepaired' : 'messages.storageReset'));
    clearDamage();
  }, [damage, clearDamage, t]);
  // Something is always selected while there are items: the first one to begin with.
  useEffect(() => {
    setSelected((current) => {
      const kept = new Set([...current].filter((id) => config.textItems.some((item) => item.id === id)));
      if (kept.size === 0 && config.textItems[0]) kept.add(config.textItems[0].id);
      return kept.size === current.size && [...kept].every((id) => current.has(id)) ? current : kept;
    });
  }, [config.textItems]);

  const first = config.textItems.find((item) => selected.has(item.id));
  const patchSelected = (patch: Partial<TextItem>) =>
    change((current) => ({
      ...current,
      textItems: current.textItems.map((item) => (selected.has(item.id) ? { ...item, ...patch } : item)),
    }));
  const patchConfig = (patch: Partial<ArchedTextConfig>) => change((current) => ({ ...current, ...patch }));

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function addItem() {
    const item = newItem(newId(), t('defaults.newText'));
    change((current) => ({ ...current, textItems: [...current.textItems, item] }));
    setSelected(new Set([item.id]));
  }

  function removeItem(id: string) {
    change((current) => ({ ...current, textItems: current.textItems.filter((item) => item.id !== id) }));
  }

  async function output(action: 'png' | 'png2x' | 'copy') {
    if (!hasText(config)) {
      toast.error(t('messages.errorNoText'));
      return;
    }
    setBusy(true);
    try {
      if (action === 'copy') {
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': renderPng(config, 1) })]);
        toast.success(t('messages.successCopied'));
      } else {
        downloadBlob(await renderPng(config, action === 'png2x' ? 2 : 1), exportName(Date.now()));
        toast.success(t('messages.successExported'));
      }
    } catch (error) {
      console.warn('arched-text-generator: output failed', error);
      if (error instanceof CanvasUnavailableError) setCanvasUnavailable(true);
      toast.error(t(action === 'copy' ? 'messages.errorCopyFailed' : 'messages.errorExportFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        {canvasUnavailable ? (
          <div role="alert" className="rounded-lg border border-destructive p-4">
            <p className="font-medium text-destructive">{t('messages.errorCanvasNotSupported')}</p>
            <p className="text-muted-foreground text-sm">{t('messages.errorCanvasHint')}</p>
          </div>
        ) : (
          <PreviewCanvas
            config={config}
            selected={selected}
            onChange={change}
            onSelect={(id) => setSelected((current) => (current.has(id) ? current : new Set([id])))}
            onUnavailable={() => setCanvasUnavailable(true)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void output('png')} disabled={busy}>
            <Download aria-hidden="true" />
            {t('actions.export')}
          </Button>
          <Button variant="outline" onClick={() => void output('png2x')} disabled={busy}>
            <Download aria-hidden="true" />
            {t('actions.export2x')}
          </Button>
          {copyable && (
            <Button variant="outline" onClick={() => void output('copy')} disabled={busy}>
              <Copy aria-hidden="true" />
              {t('actions.copy')}
            </Button>
          )}
          <Button variant="outline" onClick={() => setConfirmingReset(true)}>
            <RotateCcw aria-hidden="true" />
            {t('actions.reset')}
          </Button>
        </div>
        {unsaved && (
          <p role="status" className="text-destructive text-sm">
            {t('messages.notSaved')}
          </p>
        )}
        <CanvasSettings config={config} onChange={patchConfig} />
      </div>
      <div className="min-w-0 space-y-4">
        <section aria-labelledby={itemsTitleId} className="space-y-3 rounded-lg border border-border p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 id={itemsTitleId} className="font-semibold">
              {t('items.title')}
            </h2>
            <Button size="sm" variant="outline" onClick={addItem}>
              <Plus aria-hidden="true" />
              {t('items.add')}
            </Button>
          </div>
          {config.textItems.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('items.empty')}</p>
          ) : (
            <ul className="space-y-1">
              {config.textItems.map((item, index) => {
                const name = item.text.trim() || t('items.blank');
                return (
                  <li key={item.id} className="flex items-center gap-2">
                    <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={selected.has(item.id)}
                        onChange={(event) => toggle(item.id, event.target.checked)}
                      />
                      <span className="truncate">{t('items.item', { number: index + 1, name })}</span>
                    </label>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('items.remove', { number: index + 1, name })}
                      onClick={() => removeItem(item.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {first && <ItemSettings item={first} count={selected.size} onChange={patchSelected} />}
      </div>
      {confirmingReset && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmingReset}
            onOpenChange={setConfirmingReset}
            title={t('reset.title')}
            description={t('reset.description')}
            confirmLabel={t('reset.confirm')}
            variant="destructive"
            onConfirm={() => {
              try {
                reset();
                toast.success(t('messages.successReset'));
              } catch (error) {
                console.warn('arched-text-generator: reset failed', error);
                toast.error(t('messages.errorGeneric'));
              }
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
