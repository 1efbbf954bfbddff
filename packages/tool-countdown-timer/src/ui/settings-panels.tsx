import { Button } from '@toolbox/ui/button';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Volume2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampCustomMinutes,
  clampCustomSeconds,
  clampFrequency,
  clampLongBreakEvery,
  clampRepeat,
  clampRounds,
  clampSliderSeconds,
  formatClock,
  loopMinutesToSeconds,
  percentFromVolume,
  secondsToLoopMinutes,
  splitSeconds,
  volumeFromPercent,
} from '../core/clamp';
import { LIMITS, RHYTHMS, WAVEFORMS } from '../core/constants';
import type { AlertOptions, LoopMode, LoopOptions, SoundOptions } from '../core/types';
import { NumberField } from './number-field';

function Checkbox({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

function Slider({
  label,
  valueText,
  value,
  min,
  max,
  step,
  onValueChange,
}: {
  label: string;
  valueText: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <output htmlFor={id} className="text-muted-foreground text-sm tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onValueChange(event.target.value)}
        className="w-full accent-primary"
      />
    </div>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-sm">{children}</p>;
}

export function CustomPanel({
  totalSeconds,
  isLooping,
  onTotalChange,
}: {
  totalSeconds: number;
  isLooping: boolean;
  onTotalChange(totalSeconds: number): void;
}) {
  const { t } = useTranslation('countdown-timer');
  const { minutes, seconds } = splitSeconds(totalSeconds);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <NumberField
          label={t('custom.minutes')}
          value={minutes}
          parse={clampCustomMinutes}
          onValueChange={(value) => onTotalChange(value * 60 + seconds)}
          {...LIMITS.customMinutes}
        />
        <NumberField
          label={t('custom.seconds')}
          value={seconds}
          parse={clampCustomSeconds}
          onValueChange={(value) => onTotalChange(minutes * 60 + value)}
          {...LIMITS.customSeconds}
        />
      </div>
      <Slider
        label={t('custom.slider')}
        valueText={formatClock(totalSeconds)}
        value={Math.min(totalSeconds, LIMITS.slider.max)}
        {...LIMITS.slider}
        onValueChange={(value) => onTotalChange(clampSliderSeconds(value))}
      />
      {isLooping && <Hint>{t('custom.loopNote')}</Hint>}
    </div>
  );
}

export function AlertsPanel({
  options,
  onChange,
}: {
  options: AlertOptions;
  onChange(options: AlertOptions): void;
}) {
  const { t } = useTranslation('countdown-timer');
  return (
    <div className="space-y-3">
      <Checkbox
        label={t('alerts.sound')}
        checked={options.sound}
        onCheckedChange={(sound) => onChange({ ...options, sound })}
      />
      <Checkbox
        label={t('alerts.toast')}
        checked={options.toast}
        onCheckedChange={(toast) => onChange({ ...options, toast })}
      />
      <Checkbox
        label={t('alerts.flash')}
        checked={options.flash}
        onCheckedChange={(flash) => onChange({ ...options, flash })}
      />
      <NumberField
        className="sm:max-w-48"
        label={t('alerts.repeat')}
        value={options.repeat}
        parse={clampRepeat}
        onValueChange={(repeat) => onChange({ ...options, repeat })}
        {...LIMITS.repeat}
      />
    </div>
  );
}

export function LoopPanel({
  options,
  onChange,
}: {
  options: LoopOptions;
  onChange(options: LoopOptions): void;
}) {
  const { t } = useTranslation('countdown-timer');
  const modes: LoopMode[] = ['none', 'interval', 'pomodoro'];
  const isOff = options.mode === 'none';
  const minutesField = (key: 'workSec' | 'restSec' | 'longBreakSec', label: string) => (
    <NumberField
      label={label}
      value={secondsToLoopMinutes(options[key])}
      parse={loopMinutesToSeconds}
      onValueChange={(seconds) => onChange({ ...options, [key]: seconds })}
      disabled={isOff}
      step={0.5}
      {...LIMITS.loopMinutes}
    />
  );
  return (
    <div className="space-y-4">
      <SegmentedControl
        label={t('loop.mode')}
        value={options.mode}
        options={modes.map((mode) => ({ value: mode, label: t(`loop.modes.${mode}`) }))}
        onValueChange={(mode) => onChange({ ...options, mode })}
      />
      <Hint>{t(`loop.${options.mode}Hint`)}</Hint>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <NumberField
          label={options.mode === 'pomodoro' ? t('loop.roundsPomodoro') : t('loop.rounds')}
          value={options.rounds}
          parse={clampRounds}
          onValueChange={(rounds) => onChange({ ...options, rounds })}
          disabled={options.mode !== 'interval'}
          {...LIMITS.rounds}
        />
        {minutesField('workSec', t('loop.work'))}
        {minutesField('restSec', t('loop.rest'))}
        <NumberField
          label={t('loop.longBreakEvery')}
          value={options.longBreakEvery}
          parse={clampLongBreakEvery}
          onValueChange={(longBreakEvery) => onChange({ ...options, longBreakEvery })}
          disabled={isOff}
          {...LIMITS.longBreakEvery}
        />
        {minutesField('longBreakSec', t('loop.longBreak'))}
      </div>
      <Checkbox
        label={t('loop.autoStartNext')}
        checked={options.autoStartNext}
        onCheckedChange={(autoStartNext) => onChange({ ...options, autoStartNext })}
      />
    </div>
  );
}

export function SoundPanel({
  options,
  onChange,
  onTest,
  isSupported,
}: {
  options: SoundOptions;
  onChange(options: SoundOptions): void;
  onTest(): void;
  isSupported: boolean;
}) {
  const { t } = useTranslation('countdown-timer');
  const percent = percentFromVolume(options.volume);
  return (
    <div className="space-y-4">
      <SegmentedControl
        label={t('sound.waveform')}
        value={options.waveform}
        options={WAVEFORMS.map((waveform) => ({ value: waveform, label: t(`sound.waveforms.${waveform}`) }))}
        onValueChange={(waveform) => onChange({ ...options, waveform })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider
          label={t('sound.frequency')}
          valueText={t('sound.hz', { value: options.frequency })}
          value={options.frequency}
          {...LIMITS.frequency}
          onValueChange={(value) => onChange({ ...options, frequency: clampFrequency(value) })}
        />
        <Slider
          label={t('sound.volume')}
          valueText={t('sound.percent', { value: percent })}
          value={percent}
          {...LIMITS.volumePercent}
          step={1}
          onValueChange={(value) => onChange({ ...options, volume: volumeFromPercent(value) })}
        />
      </div>
      <SegmentedControl
        label={t('sound.rhythm')}
        value={options.rhythm}
        options={RHYTHMS.map((rhythm) => ({ value: rhythm, label: t(`sound.rhythms.${rhythm}`) }))}
        onValueChange={(rhythm) => onChange({ ...options, rhythm })}
      />
      <div>
        <Button variant="outline" onClick={onTest} disabled={!isSupported}>
          <Volume2 aria-hidden />
          {t('sound.test')}
        </Button>
      </div>
      {!isSupported && <Hint>{t('sound.unsupported')}</Hint>}
    </div>
  );
}
