import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { columnInfo, recommendedColumns } from '../core/columns';
import { checkConfig, type DedupeConfig, defaultConfig } from '../core/config';
import type { DedupeResult, SheetSummary } from '../core/spreadsheet';
import { csvTable } from '../core/table';
import { ConfigureStep } from './configure-step';
import { ResultStep } from './result-step';
import { StepIndicator } from './step-indicator';

const ROWS = [
  ['1', 'Ann', 'Paris', 'red'],
  ['2', 'Bob', 'Rome', 'red'],
  ['3', 'Ann', 'Paris', 'red'],
  ['4', ' ann ', 'paris', 'red'],
  ['5', 'Cy', 'Oslo', 'blue'],
  ['6', '王芳', '广州', 'blue'],
];

/** A summary as the worker sends it, made by the same core from six rows. */
function sampleSummary(): SheetSummary {
  const headers = ['id', 'name', 'city', 'team'];
  const columns = columnInfo(csvTable([headers, ...ROWS]));
  return { headers, columns, recommended: recommendedColumns(columns), rowCount: ROWS.length, rows: ROWS };
}

function Configure({ sheets, disabled }: { sheets: string[]; disabled: boolean }) {
  const summary = useMemo(sampleSummary, []);
  const [config, setConfig] = useState<DedupeConfig>(() =>
    defaultConfig('csv', [...summary.recommended].sort()),
  );
  const [sheet, setSheet] = useState(sheets[0] ?? '');
  return (
    <ConfigureStep
      summary={summary}
      config={config}
      check={checkConfig(config, summary.headers)}
      sheetNames={sheets}
      sheet={sheet}
      disabled={disabled}
      onSheetChange={setSheet}
      onConfigChange={setConfig}
      onStart={() => {}}
    />
  );
}

const meta = {
  title: 'Tools/Remove Duplicates Excel/Steps',
  component: Configure,
  args: { sheets: [''], disabled: false },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Configure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 on six rows: the recommended columns chosen, the normalisation sample and the preview count. */
export const ConfigureCsv: Story = {};
/** A workbook of three sheets: the sheet picker shows. */
export const ConfigureWorkbook: Story = { args: { sheets: ['People', 'Orders', 'Notes'] } };
/** While a sheet is read: the choices are disabled. */
export const ConfigureWhileReading: Story = { args: { disabled: true } };

const result: DedupeResult = {
  stats: {
    originalRows: 120_000,
    duplicateRows: 18_250,
    uniqueRows: 101_750,
    processedColumns: 2,
    processingTime: 840,
  },
  output: { blob: new Blob(['x'.repeat(4_200_000)]), fileName: 'contacts_dedupe_result.xlsx' },
  removed: { blob: new Blob(['x'.repeat(760_000)]), fileName: 'contacts_removed_duplicates.xlsx' },
};

/** Step 4: the statistics and the downloads. */
export const Download: Story = {
  render: () => (
    <ResultStep result={result} onDownload={() => {}} onChangeSettings={() => {}} onProcessNew={() => {}} />
  ),
};

/** The step indicator on each step. */
export const Indicator: Story = {
  render: () => (
    <div className="space-y-3">
      <StepIndicator current="upload" />
      <StepIndicator current="configure" />
      <StepIndicator current="process" />
      <StepIndicator current="download" />
    </div>
  ),
};
