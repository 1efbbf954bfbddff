import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DEFAULT_ALERT_OPTIONS, DEFAULT_LOOP_OPTIONS, DEFAULT_SOUND_OPTIONS } from '../core/constants';
import type { LoopOptions } from '../core/types';
import { AlertsPanel, CustomPanel, LoopPanel, SoundPanel } from './settings-panels';

function AllPanels() {
  const [total, setTotal] = useState(300);
  const [alerts, setAlerts] = useState(DEFAULT_ALERT_OPTIONS);
  const [loop, setLoop] = useState<LoopOptions>({ ...DEFAULT_LOOP_OPTIONS, mode: 'interval' });
  const [sound, setSound] = useState(DEFAULT_SOUND_OPTIONS);
  return (
    <div className="max-w-2xl space-y-10">
      <CustomPanel totalSeconds={total} isLooping={false} onTotalChange={setTotal} />
      <AlertsPanel options={alerts} onChange={setAlerts} />
      <LoopPanel options={loop} onChange={setLoop} />
      <SoundPanel options={sound} onChange={setSound} onTest={() => undefined} isSupported />
    </div>
  );
}

const meta = {
  title: 'Tools/Countdown Timer/Settings panels',
  component: AllPanels,
} satisfies Meta<typeof AllPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panels: Story = {};
