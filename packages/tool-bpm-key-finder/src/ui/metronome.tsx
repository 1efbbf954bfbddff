import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { Input } from '@toolbox/ui/input';
import { isEnter } from '@toolbox/ui/keys';
import { RangeField } from '@toolbox/ui/range-field';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Hand, Minus, Play, Plus, Square } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  beatAccent,
  clampBpm,
  clampVolume,
  clickRecipe,
  type GridBeat,
  METRONOME_DEFAULT_BPM,
  METRONOME_DEFAULT_SIGNATURE,
  METRONOME_DEFAULT_SOUND,
  METRONOME_DEFAULT_VOLUME,
  METRONOME_MAX_BPM,
  METRONOME_MIN_BPM,
  METRONOME_SOUNDS,
  type MetronomeSound,
  nextBeats,
  OFFSET_LIMIT_MS,
  type ScheduledBeat,
  TIME_SIGNATURES,
  type TimeSignature,
  tapTempo,
} from '../core/metronome';
import { noiseBurst, playClick } from './metronome-audio';

/** The scheduler wakes every 25 ms and books the sounds of the next 100 ms on the audio clock. */
const TICK_MS = 25;
const LOOKAHEAD_S = 0.1;
/** The first beat comes this long after Start, so it is booked in time rather than late. */
const START_DELAY_S = 0.05;
interface Settings {
  bpm: number;
  signature: TimeSignature;
  sound: MetronomeSound;
  offsetMs: number;
  volume: number;
}

function isAudioSupported(createAudioContext: (() => AudioContext) | undefined): boolean {
  return createAudioContext !== undefined || (typeof window !== 'undefined' && 'AudioContext' in window);
}

export interface MetronomeProps {
  /** The analysed tempo; the "follow" switch is disabled without one. */
  detectedBpm?: number;
  /** Makes the AudioContext on the first Start (tests pass a fake); default `new AudioContext()`. */
  createAudioContext?: () => AudioContext;
}

/**
 * The metronome (CONTEXT.md Rules: Metronome): a Web Audio look-ahead scheduler, so the clicks keep
 * the audio clock's time however busy the page is. The follow switch starts off (the spec's default
 * is 120 BPM); editing the tempo by hand turns it off, as the tempo no longer follows the track.
 */
export function Metronome({ detectedBpm, createAudioContext }: MetronomeProps) {
  const { t } = useTranslation('bpm-key-finder');
  const bpmId = useId();
  const tapHintId = useId();
  const followId = useId();
  const followHintId = useId();
  const [bpm, setBpm] = useState(METRONOME_DEFAULT_BPM);
  /** What is typed in the BPM box, while it is not (yet) a tempo. */
  const [bpmDraft, setBpmDraft] = useState<string>();
  const [signature, setSignature] = useState<TimeSignature>(METRONOME_DEFAULT_SIGNATURE);
  const [sound, setSound] = useState<MetronomeSound>(METRONOME_DEFAULT_SOUND);
  const [offsetMs, setOffsetMs] = useState(0);
  const [volume, setVolume] = useState(METRONOME_DEFAULT_VOLUME);
  const [follow, setFollow] = useState(false);
  const [isRunning, setIsRunning] = useState(false);
  const [currentBeat, setCurrentBeat] = useState<number>();
  // Known only in the browser: checked after hydration, so the server's HTML matches the first render.
  const [isUnsupported, setIsUnsupported] = useState(false);
  useEffect(() => {
    if (!isAudioSupported(createAudioContext)) setIsUnsupported(true);
  }, [createAudioContext]);
  const contextRef = useRef<AudioContext | null>(null);
  const outputRef = useRef<GainNode | null>(null);
  const tapsRef = useRef<number[]>([]);
  // The scheduler reads the settings of the moment, so a change is heard from the next beat on.
  const settingsRef = useRef<Settings>({ bpm, signature, sound, offsetMs, volume });
  useLayoutEffect(() => {
    settingsRef.current = { bpm, signature, sound, offsetMs, volume };
  });

  const canFollow = detectedBpm !== undefined && Number.isFinite(detectedBpm);
  const isFollowing = follow && canFollow;
  useEffect(() => {
    if (isFollowing && detectedBpm !== undefined) setBpm(clampBpm(detectedBpm));
  }, [isFollowing, detectedBpm]);

  useEffect(() => {
    if (outputRef.current) outputRef.current.gain.value = clampVolume(volume);
  }, [volume]);

  useEffect(() => {
    const context = contextRef.current;
    if (!isRunning || !context) return;
    const output = context.createGain();
    output.gain.value = clampVolume(settingsRef.current.volume);
    output.connect(context.destination);
    outputRef.current = output;
    let noise: AudioBuffer | undefined;
    const makeNoise = () => {
      noise ??= noiseBurst(context);
      return noise;
    };
    const startTime = context.currentTime + START_DELAY_S;
    let last: GridBeat | undefined;
    // Booked but not yet heard: the dots light up when the sound plays, not when it is booked.
    const pending: ScheduledBeat[] = [];
    const tick = () => {
      const now = context.currentTime;
      const { bpm, offsetMs, signature, sound } = settingsRef.current;
      const step = nextBeats({ bpm, offsetMs, signature, startTime, last, now, horizon: now + LOOKAHEAD_S });
      last = step.last;
      for (const beat of step.beats) {
        playClick(context, output, clickRecipe(sound, beat.accent), beat.time, makeNoise);
        pending.push(beat);
      }
      let sounding: ScheduledBeat | undefined;
      while (pending[0] && pending[0].time <= now) sounding = pending.shift();
      if (sounding) setCurrentBeat(sounding.beat);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      // Silences the clicks already booked for the next 100 ms.
      output.disconnect();
      outputRef.current = null;
      setCurrentBeat(undefined);
    };
  }, [isRunning]);

  useEffect(
    () => () => {
      void contextRef.current?.close().catch(() => undefined);
      contextRef.current = null;
    },
    [],
  );

  const start = () => {
    try {
      contextRef.current ??= (createAudioContext ?? (() => new AudioContext()))();
    } catch {
      setIsUnsupported(true);
      return;
    }
    // Safari and Chrome may create the context suspended until a gesture resumes it: this is one.
    if (contextRef.current.state === 'suspended') void contextRef.current.resume().catch(() => undefined);
    setIsRunning(true);
  };

  /** A tempo set by hand: the metronome stops following the detected tempo. */
  const changeBpm = (value: number) => {
    setBpm(clampBpm(value));
    setFollow(false);
  };

  const commitDraft = () => {
    if (bpmDraft === undefined) return;
    if (bpmDraft.trim() !== '' && Number.isFinite(Number(bpmDraft))) changeBpm(Number(bpmDraft));
    setBpmDraft(undefined);
  };

  const tap = () => {
    const result = tapTempo({ taps: tapsRef.current, now: performance.now() });
    tapsRef.current = result.taps;
    if (result.bpm !== undefined) changeBpm(result.bpm);
  };

  if (isUnsupported)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t('errors.noAudioContext')}
      </p>
    );

  const { beats } = TIME_SIGNATURES[signature];
  const shownBeat = currentBeat !== undefined && currentBeat < beats ? currentBeat : undefined;
  const percent = Math.round(volume * 100);

  return (
    // No heading or card of its own: it sits in the page's "Metronome" tab, which names it.
    <div className="min-w-0 space-y-5">
      <div className="flex flex-wrap items-end gap-2">
        <Button size="lg" onClick={isRunning ? () => setIsRunning(false) : start} className="min-w-28">
          {isRunning ? <Square aria-hidden /> : <Play aria-hidden />}
          {isRunning ? t('metronome.stop') : t('metronome.start')}
        </Button>
        <div className="flex items-end gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('metronome.slower')}
            disabled={bpm <= METRONOME_MIN_BPM}
            onClick={() => changeBpm(bpm - 1)}
          >
            <Minus aria-hidden />
          </Button>
          <div className="flex w-20 flex-col gap-1">
            <label htmlFor={bpmId} className="font-medium text-sm">
              {t('metronome.bpm')}
            </label>
            <Input
              id={bpmId}
              type="number"
              inputMode="numeric"
              min={METRONOME_MIN_BPM}
              max={METRONOME_MAX_BPM}
              step={1}
              value={bpmDraft ?? String(bpm)}
              onChange={(event) => {
                const typed = event.target.value;
                setBpmDraft(typed);
                // A whole tempo within range is taken at once; anything else waits for Enter or blur.
                const value = Number(typed);
                if (
                  typed.trim() !== '' &&
                  Number.isInteger(value) &&
                  value >= METRONOME_MIN_BPM &&
                  value <= METRONOME_MAX_BPM
                )
                  changeBpm(value);
              }}
              onBlur={commitDraft}
              onKeyDown={(event) => {
                if (isEnter(event)) commitDraft();
              }}
              className="text-center tabular-nums"
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('metronome.faster')}
            disabled={bpm >= METRONOME_MAX_BPM}
            onClick={() => changeBpm(bpm + 1)}
          >
            <Plus aria-hidden />
          </Button>
        </div>
        <Button variant="secondary" size="lg" aria-describedby={tapHintId} onClick={tap}>
          <Hand aria-hidden />
          {t('metronome.tap')}
        </Button>
      </div>
      <p id={tapHintId} className="-mt-3 text-muted-foreground text-xs">
        {t('metronome.tapHint')}
      </p>

      <RangeField
        label={t('metronome.tempo')}
        value={bpm}
        min={METRONOME_MIN_BPM}
        max={METRONOME_MAX_BPM}
        onValueChange={changeBpm}
        valueText={t('metronome.bpmValue', { bpm })}
      />

      <div className="flex flex-wrap items-center gap-3">
        <div aria-hidden className="flex flex-wrap items-center gap-2" data-testid="metronome-beats">
          {Array.from({ length: beats }, (_, beat) => {
            const accent = beatAccent(beat, signature);
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a beat's place in the bar is its identity
                key={beat}
                data-accent={accent}
                data-current={beat === shownBeat || undefined}
                className={cn(
                  'rounded-full border-2 transition-colors',
                  accent === 'accent' ? 'size-5' : accent === 'secondary' ? 'size-4' : 'size-3',
                  accent === 'normal' ? 'border-muted-foreground/40' : 'border-primary',
                  beat === shownBeat ? 'border-primary bg-primary' : 'bg-muted',
                )}
              />
            );
          })}
        </div>
        {/* Not a live region: a screen reader hears the beat when it asks, not four times a second. */}
        {shownBeat !== undefined && (
          <span className="sr-only">{t('metronome.beat', { beat: shownBeat + 1, beats })}</span>
        )}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <span aria-hidden className="font-medium text-sm">
            {t('metronome.timeSignature')}
          </span>
          <SegmentedControl
            label={t('metronome.timeSignature')}
            value={signature}
            options={(Object.keys(TIME_SIGNATURES) as TimeSignature[]).map((value) => ({
              value,
              label: value,
            }))}
            onValueChange={setSignature}
            className="self-start"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <span aria-hidden className="font-medium text-sm">
            {t('metronome.sound')}
          </span>
          <SegmentedControl
            label={t('metronome.sound')}
            value={sound}
            options={METRONOME_SOUNDS.map((value) => ({ value, label: t(`metronome.sounds.${value}`) }))}
            onValueChange={setSound}
            className="self-start"
          />
        </div>
        <RangeField
          label={t('metronome.offset')}
          value={offsetMs}
          min={-OFFSET_LIMIT_MS}
          max={OFFSET_LIMIT_MS}
          onValueChange={setOffsetMs}
          valueText={t('metronome.offsetValue', { offset: offsetMs > 0 ? `+${offsetMs}` : String(offsetMs) })}
          hint={t('metronome.offsetHint')}
        />
        <RangeField
          label={t('metronome.volume')}
          value={volume}
          min={0}
          max={1}
          step={0.01}
          onValueChange={setVolume}
          valueText={t('metronome.volumeValue', { percent })}
        />
      </div>

      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <input
            id={followId}
            type="checkbox"
            role="switch"
            aria-checked={isFollowing}
            checked={isFollowing}
            disabled={!canFollow}
            aria-describedby={followHintId}
            onChange={(event) => setFollow(event.target.checked)}
            className="size-4 accent-primary disabled:cursor-not-allowed"
          />
          <label htmlFor={followId} className={cn('font-medium text-sm', !canFollow && 'opacity-50')}>
            {t('metronome.follow')}
          </label>
        </div>
        <p id={followHintId} className="text-muted-foreground text-xs">
          {canFollow
            ? t('metronome.followDetected', { bpm: clampBpm(detectedBpm) })
            : t('metronome.followUnavailable')}
        </p>
      </div>
    </div>
  );
}
