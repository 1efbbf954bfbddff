import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompareTab } from './compare-tab';
import { PracticeTab } from './practice-tab';
import { SortTab } from './sort-tab';

export type ComparingNumbersTab = 'compare' | 'practice' | 'sort';

/** Number comparer: three tabs, each keeping its state while another is shown. */
export default function ComparingNumbersTool({
  initialTab = 'compare',
}: {
  initialTab?: ComparingNumbersTab;
}) {
  const { t } = useTranslation('comparing-numbers');
  const [tab, setTab] = useState<ComparingNumbersTab>(initialTab);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ComparingNumbersTab)}>
      <TabsList aria-label={t('tabs.label')} className="print:hidden">
        <TabsTrigger value="compare">{t('tabs.compare')}</TabsTrigger>
        <TabsTrigger value="practice">{t('tabs.practice')}</TabsTrigger>
        <TabsTrigger value="sort">{t('tabs.sort')}</TabsTrigger>
      </TabsList>
      <TabsContent value="compare" forceMount className="data-[state=inactive]:hidden">
        <CompareTab />
      </TabsContent>
      <TabsContent value="practice" forceMount className="data-[state=inactive]:hidden">
        <PracticeTab isShown={tab === 'practice'} />
      </TabsContent>
      <TabsContent value="sort" forceMount className="data-[state=inactive]:hidden">
        <SortTab />
      </TabsContent>
    </Tabs>
  );
}
