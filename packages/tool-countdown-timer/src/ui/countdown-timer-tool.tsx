import { Button } from '@toolbox/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { toast } from '@toolbox/ui/toast';
import { WarningNotice } from '@toolbox/ui/warning-notice';
import { Minimize, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildBeepSchedule } from '../core/beeps';
import { formatClock } from '../core/clamp';
import { type BuiltInPreset, DEFAULT_SETTINGS, MAX_PRESETS } from '../core/constants';
import { settingsFromBuiltIn, settingsFromPreset } from '../core/presets';
import { getProgress, getRemainingSeconds, isLooping, type SegmentEnd } from '../core/timer';
import type { Phase, Preset, TimerSettings } from '../core/types';
import { isAudioSupported, playBeeps, unlockAudio } from './beep-player';
import { FullscreenOverlay } from './fullscreen-overlay';
import { PresetsPanel } from './presets-panel';
import { ScreenFlash } from './screen-flash';
import { AlertsPanel, CustomPanel, LoopPanel, SoundPanel } from './settings-panels';
import { FullscreenIcon, TimerFace } from './timer-face';
import { useCountdown } from './use-countdown';
import { usePresets } from './use-presets';

export type CountdownTab = 'presets' | 'custom' | 'alerts' | 'loop' | 'sound';
const TABS: readonly CountdownTab[] = ['presets', 'custom', 'alerts', 'loop', 'sound'];

/** Countdown timer: five setting tabs around one end-timestamp timer. */
export default function CountdownTimerTool({
  initialTab = 'presets',
  initialSettings = DEFAULT_SETTINGS,
}: {
  initialTab?: CountdownTab;
  initialSettings?: TimerSettings;
}) {
  const { t } = useTranslation('countdown-timer');
  const [settings, setSettings] = useState(initialSettings);
  const [tab, setTab] = useState<CountdownTab>(initialTab);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [flashCount, setFlashCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [hasAudio, setHasAudio] = useState(true);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const presetStore = usePresets();

  useEffect(() => setHasAudio(isAudioSupported()), []);

  const phaseLabel = (phase: Phase) => t(`phase.${phase}`);

  function alertMessage(end: SegmentEnd): string {
    const loop = settings.loopOptions;
    if (end.isLoopComplete) return t('alert.loopComplete', { rounds: loop.rounds });
    if (!end.next) return t('alert.done');
    const next = `${phaseLabel(end.next.phase)} (${roundText(end.next.round)})`;
    return t(loop.autoStartNext ? 'alert.next' : 'alert.nextWaiting', { ended: phaseLabel(end.phase), next });
  }

  function roundText(round: number): string {
    return settings.loopOptions.mode === 'interval'
      ? `${round}/${settings.loopOptions.rounds}`
      : String(round);
  }

  // Several segments can end in one tick after the tab slept: one alert, for the latest.
  function onSegmentEnd(ended: SegmentEnd[]) {
    const last = ended.at(-1);
    if (!last) return;
    const { alertOptions, soundOptions } = settings;
    const message = alertMessage(last);
    setAnnouncement(message);
    if (alertOptions.sound) {
      playBeeps({ beeps: buildBeepSchedule({ sound: soundOptions, repeat: alertOptions.repeat }).beeps });
    }
    if (alertOptions.toast) toast.info(message, { id: 'countdown-alert' });
    if (alertOptions.flash) setFlashCount((count) => count + 1);
  }

  const timer = useCountdown({ settings, onSegmentEnd });
  const { state, now } = timer;
  const remainingSeconds = getRemainingSeconds({ state, now });
  const percent = getProgress({ state, now }) * 100;
  const looping = isLooping(settings.loopOptions);

  function toggle() {
    if (timer.isRunning) {
      timer.pause();
      return;
    }
    unlockAudio(); // inside the click, so the alert may sound later
    const result = timer.start();
    if (!result.ok) toast.error(t('errors.invalidDuration'), { id: 'countdown-invalid' });
  }

  /** Loading a preset or a new loop mode starts the timer over with it. */
  function applySettings(next: TimerSettings) {
    setSettings(next);
    timer.reset(next);
  }

  function applyBuiltIn(preset: BuiltInPreset) {
    applySettings(settingsFromBuiltIn({ preset, settings }));
  }

  function applySaved(preset: Preset) {
    applySettings(settingsFromPreset(preset));
    toast.success(t('presets.appliedToast', { name: preset.name }), { id: 'countdown-preset' });
  }

  function savePreset(name: string): boolean {
    const result = presetStore.save({ name, settings });
    const id = 'countdown-preset';
    if (result.status === 'full') {
      toast.error(t('presets.full', { max: MAX_PRESETS }), { id });
      return false;
    }
    if (result.status === 'failed') {
      toast.error(t('presets.saveFailed'), { id });
      return false;
    }
    if (result.status === 'savedForVisit') {
      toast.warning(t('presets.savedForVisit', { name: result.preset.name }), { id });
      return true;
    }
    toast.success(t('presets.savedToast', { name: result.preset.name }), { id });
    return true;
  }

  function exitFullscreen() {
    setIsFullscreen(false);
    // Back to the button that opened it, after the overlay is gone.
    requestAnimationFrame(() => fullscreenButton.current?.focus());
  }

  const badges = (
    <ul aria-label={t('display.badges')} className="flex flex-wrap justify-center gap-2">
      <Badge>{t('display.total', { time: formatClock(state.totalSeconds) })}</Badge>
      <Badge tone={timer.isRunning ? 'active' : 'muted'}>
        {timer.isRunning ? t('display.running') : t('display.stopped')}
      </Badge>
      {looping && (
        <Badge tone="phase">
          {settings.loopOptions.mode === 'interval'
            ? t('display.roundOf', {
                phase: phaseLabel(state.phase),
                round: state.round,
                rounds: settings.loopOptions.rounds,
              })
            : t('display.round', { phase: phaseLabel(state.phase), round: state.round })}
        </Badge>
      )}
      {state.isComplete && <Badge tone="active">{t('display.complete')}</Badge>}
    </ul>
  );

  const time = formatClock(remainingSeconds);

  return (
    <div className="space-y-6">
      {presetStore.damage && (
        <WarningNotice
          action={
            <Button
              variant="ghost"
              size="sm"
              onClick={presetStore.dismissDamage}
              aria-label={t('presets.dismiss')}
            >
              <X aria-hidden />
            </Button>
          }
        >
          <p>{t(presetStore.damage === 'repaired' ? 'presets.repaired' : 'presets.reset')}</p>
        </WarningNotice>
      )}

      <section className="rounded-card border border-border bg-card p-6">
        <TimerFace
          time={time}
          percent={percent}
          isRunning={timer.isRunning}
          onToggle={toggle}
          onReset={() => timer.reset()}
          badges={badges}
          extraAction={
            <Button ref={fullscreenButton} variant="outline" onClick={() => setIsFullscreen(true)}>
              <FullscreenIcon />
              {t('actions.fullscreen')}
            </Button>
          }
        />
      </section>

      <Tabs value={tab} onValueChange={(value) => setTab(value as CountdownTab)}>
        <TabsList aria-label={t('tabs.label')} className="flex-wrap">
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="presets" className="pt-4">
          <PresetsPanel
            presets={presetStore.presets}
            onApplyBuiltIn={applyBuiltIn}
            onApply={applySaved}
            onDelete={(preset) => presetStore.remove(preset.id)}
            onSave={savePreset}
          />
        </TabsContent>
        <TabsContent value="custom" className="pt-4">
          <CustomPanel
            totalSeconds={settings.totalSeconds}
            isLooping={looping}
            onTotalChange={(totalSeconds) => setSettings((current) => ({ ...current, totalSeconds }))}
          />
        </TabsContent>
        <TabsContent value="alerts" className="pt-4">
          <AlertsPanel
            options={settings.alertOptions}
            onChange={(alertOptions) => setSettings((current) => ({ ...current, alertOptions }))}
          />
        </TabsContent>
        <TabsContent value="loop" className="pt-4">
          <LoopPanel
            options={settings.loopOptions}
            onChange={(loopOptions) => {
              const next = { ...settings, loopOptions };
              if (loopOptions.mode !== settings.loopOptions.mode) applySettings(next);
              else setSettings(next);
            }}
          />
        </TabsContent>
        <TabsContent value="sound" className="pt-4">
          <SoundPanel
            options={settings.soundOptions}
            onChange={(soundOptions) => setSettings((current) => ({ ...current, soundOptions }))}
            isSupported={hasAudio}
            onTest={() =>
              playBeeps({ beeps: buildBeepSchedule({ sound: settings.soundOptions, repeat: 1 }).beeps })
            }
          />
        </TabsContent>
      </Tabs>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {isFullscreen && (
        <FullscreenOverlay label={t('fullscreen.label')} onExit={exitFullscreen}>
          <TimerFace
            isLarge
            time={time}
            percent={percent}
            isRunning={timer.isRunning}
            onToggle={toggle}
            onReset={() => timer.reset()}
            badges={badges}
            extraAction={
              <Button size="lg" variant="outline" onClick={exitFullscreen}>
                <Minimize aria-hidden />
                {t('actions.exitFullscreen')}
              </Button>
            }
          />
        </FullscreenOverlay>
      )}
      <ScreenFlash trigger={flashCount} />
    </div>
  );
}

function Badge({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'active' | 'phase' }) {
  const tones = {
    muted: 'border-border bg-muted text-muted-foreground',
    active: 'border-primary/40 bg-primary/10 text-primary',
    phase: 'border-border bg-background text-foreground',
  };
  return (
    <li className={`rounded-full border px-3 py-1 font-medium text-xs tabular-nums ${tones[tone]}`}>
      {children}
    </li>
  );
}
