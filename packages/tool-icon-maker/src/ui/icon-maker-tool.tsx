import { Button } from '@toolbox/ui/button';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { toast } from '@toolbox/ui/toast';
import { Redo2, RotateCcw, Undo2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSharedDesign } from '../core/share';
import { DesignPanel } from './design-panel';
import { Preview } from './preview';
import { useDesign } from './use-design';

// Below the fold or behind a tab: loaded after the page, not with it.
const TemplatesPanel = lazy(() =>
  import('./templates-panel').then((module) => ({ default: module.TemplatesPanel })),
);
const ExportPanel = lazy(() => import('./export-panel').then((module) => ({ default: module.ExportPanel })));

/**
 * Icon maker: text and a library icon on a background, with history, templates and export to PNG,
 * SVG (vector throughout), JPG or a favicon set.
 */
export default function IconMakerTool() {
  const { t } = useTranslation('icon-maker');
  const { design, change, pickTemplate, reset, replace, undo, redo, canUndo, canRedo } = useDesign();
  // CONTEXT.md Rules: Link: the whole design; a link's one is a history step (Undo brings back the visitor's).
  useShareableState({ state: design, parse: parseSharedDesign, restore: replace });
  const [showGrid, setShowGrid] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);

  return (
    <div className="grid gap-4 lg:grid-cols-[24rem_minmax(0,1fr)]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={undo} disabled={!canUndo}>
            <Undo2 aria-hidden="true" />
            {t('history.undo')}
          </Button>
          <Button variant="outline" size="sm" onClick={redo} disabled={!canRedo}>
            <Redo2 aria-hidden="true" />
            {t('history.redo')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              reset();
              toast.success(t('history.resetSuccess'));
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t('history.reset')}
          </Button>
          <label className="ml-auto flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={showGrid}
              checked={showGrid}
              onChange={(event) => setShowGrid(event.target.checked)}
            />
            {t('canvas.grid')}
          </label>
        </div>
        <Tabs defaultValue="design">
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="design">{t('tabs.design')}</TabsTrigger>
            <TabsTrigger value="export">{t('tabs.export')}</TabsTrigger>
          </TabsList>
          <TabsContent value="design" forceMount className="data-[state=inactive]:hidden">
            <DesignPanel design={design} onChange={change} />
          </TabsContent>
          <TabsContent value="export" forceMount className="data-[state=inactive]:hidden">
            <Suspense fallback={null}>
              <ExportPanel design={design} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
      <div className="min-w-0 space-y-4">
        <Preview design={design} showGrid={showGrid} onChange={change} onMissing={setMissing} />
        {missing.length > 0 && (
          <p role="status" className="text-center text-muted-foreground text-sm">
            {t('canvas.missing', { characters: missing.join(' ') })}
          </p>
        )}
        <Suspense fallback={null}>
          <TemplatesPanel design={design} onApply={pickTemplate} />
        </Suspense>
      </div>
    </div>
  );
}
