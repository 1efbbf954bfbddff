import { useShareableState } from '@toolbox/ui/shareable-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeSettings } from '../core/practice';
import {
  type CompareShareState,
  type ComparingNumbersTab,
  parseSharedComparingNumbers,
  type SharedComparingNumbers,
  type SortShareState,
} from '../core/share';
import { CompareTab } from './compare-tab';
import { DEFAULT_SETTINGS, PracticeTab } from './practice-tab';
import { SortTab } from './sort-tab';

export type { ComparingNumbersTab } from '../core/share';

/** Number comparer: three tabs, each keeping its state while another is shown. */
export default function ComparingNumbersTool({
  initialTab = 'compare',
}: {
  initialTab?: ComparingNumbersTab;
}) {
  const { t } = useTranslation('comparing-numbers');
  const [tab, setTab] = useState<ComparingNumbersTab>(initialTab);
  // What the tabs report, for "Copy link"; the tabs own their fields.
  const [compare, setCompare] = useState<CompareShareState>({ left: '', right: '', isCompared: false });
  const [sort, setSort] = useState<SortShareState>({
    values: ['', '', ''],
    direction: 'asc',
    isSorted: false,
  });
  const [practice, setPractice] = useState<PracticeSettings>(DEFAULT_SETTINGS);
  // A link's state: the tabs are mounted afresh with it.
  const [opened, setOpened] = useState<{ state: SharedComparingNumbers; count: number } | undefined>();

  // CONTEXT.md § Link: the tab, the numbers, the sort rows, the practice settings, the results shown.
  useShareableState({
    state: { tab, compare, sort, practice },
    parse: parseSharedComparingNumbers,
    restore: (state) => {
      setTab(state.tab);
      setOpened((previous) => ({ state, count: (previous?.count ?? 0) + 1 }));
    },
  });

  const count = opened?.count ?? 0;
  const shared = opened?.state;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ComparingNumbersTab)}>
      <TabsList aria-label={t('tabs.label')} className="print:hidden">
        <TabsTrigger value="compare">{t('tabs.compare')}</TabsTrigger>
        <TabsTrigger value="practice">{t('tabs.practice')}</TabsTrigger>
        <TabsTrigger value="sort">{t('tabs.sort')}</TabsTrigger>
      </TabsList>
      <TabsContent value="compare" forceMount className="data-[state=inactive]:hidden">
        <CompareTab
          key={`compare-${count}`}
          initialLeft={shared?.compare.left}
          initialRight={shared?.compare.right}
          initialIsCompared={shared?.compare.isCompared}
          onStateChange={setCompare}
        />
      </TabsContent>
      <TabsContent value="practice" forceMount className="data-[state=inactive]:hidden">
        <PracticeTab
          key={`practice-${count}`}
          initialSettings={shared?.practice}
          isShown={tab === 'practice'}
          onSettingsChange={setPractice}
        />
      </TabsContent>
      <TabsContent value="sort" forceMount className="data-[state=inactive]:hidden">
        <SortTab
          key={`sort-${count}`}
          initialValues={shared?.sort.values}
          initialDirection={shared?.sort.direction}
          initialIsSorted={shared?.sort.isSorted}
          onStateChange={setSort}
        />
      </TabsContent>
    </Tabs>
  );
}
