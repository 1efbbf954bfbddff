import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR } from '../core/color';
import type { ColorPaletteWorker } from '../worker/client';
import { ContrastPanel } from './contrast-panel';
import { ConverterPanel } from './converter-panel';
import { GeneratorPanel } from './generator-panel';
import { PickerPanel } from './picker-panel';

/** The extractor (drop zone, progress, worker client) loads when its tab is first opened. */
const ExtractorPanel = lazy(() =>
  import('./extractor-panel').then((module) => ({ default: module.ExtractorPanel })),
);

const TABS = ['picker', 'generator', 'converter', 'contrast', 'extractor'] as const;
type Tab = (typeof TABS)[number];

/**
 * Colour palette: the spec's four tabs (picker, generator, converter, extractor) and a contrast
 * checker. One current colour is shared by the picker, the generator and the contrast checker;
 * every panel stays mounted while hidden (the extractor from its first opening), so nothing typed
 * is lost on switching tabs.
 */
export default function ColorPaletteTool({ worker }: { worker?: ColorPaletteWorker }) {
  const { t } = useTranslation('color-palette');
  const [tab, setTab] = useState<Tab>('picker');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [extractorOpened, setExtractorOpened] = useState(false);
  const panel = 'pt-4 data-[state=inactive]:hidden';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value as Tab);
        if (value === 'extractor') setExtractorOpened(true);
      }}
    >
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
        <GeneratorPanel color={color} onColor={setColor} />
      </TabsContent>
      <TabsContent value="converter" forceMount className={panel}>
        <ConverterPanel initial={DEFAULT_COLOR} />
      </TabsContent>
      <TabsContent value="contrast" forceMount className={panel}>
        <ContrastPanel color={color} />
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
