import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { toast } from '@toolbox/ui/toast';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR, parseColor } from '../core/color';
import { startingBackground } from '../core/contrast';
import type { Scheme } from '../core/palette';
import { parseSharedPalette, TABS, type Tab } from '../core/share';
import type { ColorPaletteWorker } from '../worker/client';
import { ContrastPanel } from './contrast-panel';
import { ConverterPanel } from './converter-panel';
import { GeneratorPanel } from './generator-panel';
import { PickerPanel } from './picker-panel';

/** The extractor (drop zone, progress, worker client) loads when its tab is first opened. */
const ExtractorPanel = lazy(() =>
  import('./extractor-panel').then((module) => ({ default: module.ExtractorPanel })),
);

/**
 * Colour palette: the spec's four tabs (picker, generator, converter, extractor) and a contrast
 * checker. One current colour is shared by the picker, the generator and the contrast checker;
 * every panel stays mounted while hidden (the extractor from its first opening), so nothing typed
 * is lost on switching tabs. The settings live here, so "Copy link" can carry them.
 */
export default function ColorPaletteTool({ worker }: { worker?: ColorPaletteWorker }) {
  const { t } = useTranslation('color-palette');
  const [tab, setTab] = useState<Tab>('picker');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [scheme, setScheme] = useState<Scheme>('monochromatic');
  const [converterText, setConverterText] = useState(DEFAULT_COLOR);
  const [foreground, setForeground] = useState(DEFAULT_COLOR);
  const [background, setBackground] = useState(() => startingBackground(DEFAULT_COLOR));
  const [extractorOpened, setExtractorOpened] = useState(false);

  function showTab(next: Tab) {
    setTab(next);
    if (next === 'extractor') setExtractorOpened(true);
  }

  // CONTEXT.md Rules: Link: the tab, the colours and the settings; never the extractor's image.
  useShareableState({
    state: { tab, color, scheme, converterText, foreground, background },
    parse: parseSharedPalette,
    restore: (shared) => {
      showTab(shared.tab);
      setColor(shared.color);
      setScheme(shared.scheme);
      setConverterText(shared.converterText);
      setForeground(shared.foreground);
      setBackground(shared.background);
    },
  });

  // CONTEXT.md Rules: Hand-off: a received colour becomes the base colour, shown in the generator.
  useHandOffReceiver((items) => {
    const received = items.find((item) => item.kind === 'text');
    if (!received) return;
    const hex = parseColor(received.text);
    if (!hex) {
      toast.error(t('picker.invalid'));
      return;
    }
    setColor(hex);
    showTab('generator');
  });

  const panel = 'pt-4 data-[state=inactive]:hidden';
  return (
    <Tabs value={tab} onValueChange={(value) => showTab(value as Tab)}>
      <TabsList aria-label={t('tabs.label')} className="flex-wrap">
        {TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="picker" forceMount className={panel}>
        <PickerPanel color={color} onColor={setColor} />
      </TabsContent>
      <TabsContent value="generator" forceMount className={panel}>
        <GeneratorPanel color={color} onColor={setColor} scheme={scheme} onScheme={setScheme} />
      </TabsContent>
      <TabsContent value="converter" forceMount className={panel}>
        <ConverterPanel text={converterText} onText={setConverterText} />
      </TabsContent>
      <TabsContent value="contrast" forceMount className={panel}>
        <ContrastPanel
          foreground={foreground}
          background={background}
          onForeground={setForeground}
          onBackground={setBackground}
        />
      </TabsContent>
      <TabsContent value="extractor" forceMount className={panel}>
        {extractorOpened && (
          <Suspense fallback={null}>
            <ExtractorPanel active={tab === 'extractor'} {...(worker ? { worker } : {})} />
          </Suspense>
        )}
      </TabsContent>
    </Tabs>
  );
}
