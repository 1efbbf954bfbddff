import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOOP_OPTIONS, DEFAULT_SETTINGS } from '../core/constants';
import { createPreset } from '../core/presets';
import { PresetsPanel } from './presets-panel';

const meta = {
  title: 'Tools/Countdown Timer/Presets panel',
  component: PresetsPanel,
  args: {
    presets: [],
    onApplyBuiltIn: () => undefined,
    onApply: () => undefined,
    onDelete: () => undefined,
    onSave: () => true,
  },
} satisfies Meta<typeof PresetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithSavedPresets: Story = {
  args: {
    presets: [
      createPreset({ id: 'a', name: 'Tea', settings: { ...DEFAULT_SETTINGS, totalSeconds: 180 } }),
      createPreset({
        id: 'b',
        name: 'HIIT',
        settings: {
          ...DEFAULT_SETTINGS,
          loopOptions: { ...DEFAULT_LOOP_OPTIONS, mode: 'interval', workSec: 40, restSec: 20 },
        },
      }),
    ],
  },
};
