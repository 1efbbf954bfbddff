import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeohashResult } from '../core/geohash';
import {
  type BatchShareState,
  emptyBatch,
  emptySingle,
  parseSharedGeohash,
  type SharedGeohash,
  type SingleShareState,
} from '../core/share';
import { BatchPanel } from './batch-panel';
import { SinglePanel } from './single-panel';

export type GeohashTab = 'single' | 'batch';

/** Geohash converter: single encode/decode with bbox and neighbours, and batch with CSV (CONTEXT.md § Screen). */
export default function GeohashConverterTool({
  initialTab = 'single',
  initialResult,
  initialBatchInput,
}: {
  initialTab?: GeohashTab;
  initialResult?: GeohashResult;
  initialBatchInput?: string;
}) {
  const { t } = useTranslation('geohash-converter');
  const [tab, setTab] = useState<GeohashTab>(initialTab);
  // What the panels report, for "Copy link"; the panels own their fields.
  const [single, setSingle] = useState<SingleShareState>(emptySingle);
  const [batch, setBatch] = useState<BatchShareState>(emptyBatch);
  // A link's state (or a received geohash): the panels are mounted afresh with it.
  const [opened, setOpened] = useState<{ state: SharedGeohash; count: number } | undefined>();

  function open(state: SharedGeohash) {
    setTab(state.tab);
    setOpened((previous) => ({ state, count: (previous?.count ?? 0) + 1 }));
  }

  // CONTEXT.md § Link: the tab, both tabs' inputs and which results are shown.
  useShareableState({ state: { tab, ...single, ...batch }, parse: parseSharedGeohash, restore: open });

  // CONTEXT.md § Hand-off: a received geohash goes into the decode card and is decoded.
  useHandOffReceiver((items) => {
    const received = items.find((item) => item.kind === 'text');
    if (received)
      open({ ...single, ...batch, tab: 'single', geohash: received.text.trim(), shown: 'decode' });
  });

  const count = opened?.count ?? 0;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === 'batch' ? 'batch' : 'single')}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="single">{t('tabs.single')}</TabsTrigger>
        <TabsTrigger value="batch">{t('tabs.batch')}</TabsTrigger>
      </TabsList>
      {/* forceMount keeps each tab's input when switching; `hidden` keeps the other tab out of the a11y tree. */}
      <TabsContent value="single" forceMount hidden={tab !== 'single'}>
        <SinglePanel
          key={`single-${count}`}
          initialResult={initialResult}
          initial={opened?.state}
          onStateChange={setSingle}
        />
      </TabsContent>
      <TabsContent value="batch" forceMount hidden={tab !== 'batch'}>
        <BatchPanel
          key={`batch-${count}`}
          initialInput={opened ? undefined : initialBatchInput}
          initial={opened?.state}
          onStateChange={setBatch}
        />
      </TabsContent>
    </Tabs>
  );
}
