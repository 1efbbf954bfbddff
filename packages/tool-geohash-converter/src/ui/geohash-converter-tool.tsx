import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeohashResult } from '../core/geohash';
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
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === 'batch' ? 'batch' : 'single')}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="single">{t('tabs.single')}</TabsTrigger>
        <TabsTrigger value="batch">{t('tabs.batch')}</TabsTrigger>
      </TabsList>
      {/* forceMount keeps each tab's input when switching; `hidden` keeps the other tab out of the a11y tree. */}
      <TabsContent value="single" forceMount hidden={tab !== 'single'}>
        <SinglePanel initialResult={initialResult} />
      </TabsContent>
      <TabsContent value="batch" forceMount hidden={tab !== 'batch'}>
        <BatchPanel initialInput={initialBatchInput} />
      </TabsContent>
    </Tabs>
  );
}
