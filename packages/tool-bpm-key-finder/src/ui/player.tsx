import { Button } from '@toolbox/ui/button';
import { RangeField } from '@toolbox/ui/range-field';
import { useObjectUrl } from '@toolbox/ui/use-object-url';
import { PauseIcon, PlayIcon, RotateCcwIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER } from '../core/constants';

/** `m:ss` of a time in seconds. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The spec's player: play and pause, seek, skip 10 s back or forward, speed 0.5–2× in steps of
 * 0.1 and volume (default 0.8). The browser's `<audio>` plays the file itself (no decoding into
 * memory), and keeps the pitch when the speed changes.
 */
export function Player({
  file,
  playRequest,
}: {
  file?: File;
  /** Changes when a result's Play button is pressed: the player then starts. */
  playRequest: number;
}) {
  const { t } = useTranslation('bpm-key-finder');
  const audio = useRef<HTMLAudioElement>(null);
  const source = useObjectUrl(file);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState<number>(PLAYER.defaultVolume);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file starts at 0:00
  useEffect(() => setTime(0), [file]);
  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    if (playRequest > 0 && source) void audio.current?.play().catch(() => {});
  }, [playRequest, source]);

  function skip(seconds: number) {
    const element = audio.current;
    if (!element) return;
    element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), element.duration || 0);
  }

  if (!file) return <p className="text-muted-foreground text-sm">{t('player.empty')}</p>;
  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/useMediaCaption: music has no speech to caption */}
      <audio
        ref={audio}
        src={source}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          event.currentTarget.playbackRate = speed;
          event.currentTarget.volume = volume;
        }}
      />
      <p className="break-all font-medium text-sm">{file.name}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('player.back', { seconds: PLAYER.skipSeconds })}
          title={t('player.back', { seconds: PLAYER.skipSeconds })}
          onClick={() => skip(-PLAYER.skipSeconds)}
        >
          <RotateCcwIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          aria-label={playing ? t('player.pause') : t('player.play')}
          title={playing ? t('player.pause') : t('player.play')}
          onClick={() => (playing ? audio.current?.pause() : void audio.current?.play().catch(() => {}))}
        >
          {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('player.forward', { seconds: PLAYER.skipSeconds })}
          title={t('player.forward', { seconds: PLAYER.skipSeconds })}
          onClick={() => skip(PLAYER.skipSeconds)}
        >
          <RotateCwIcon aria-hidden="true" />
        </Button>
        <span className="text-muted-foreground text-sm tabular-nums">
          {formatTime(time)} / {formatTime(duration)}
        </span>
      </div>
      <RangeField
        label={t('player.position')}
        value={Math.min(time, duration || 0)}
        min={0}
        max={Math.max(duration, 0.1)}
        step={0.1}
        valueText={formatTime(time)}
        onValueChange={(value) => {
          if (audio.current) audio.current.currentTime = value;
          setTime(value);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RangeField
          label={t('player.speed')}
          value={speed}
          min={PLAYER.minSpeed}
          max={PLAYER.maxSpeed}
          step={PLAYER.speedStep}
          valueText={`${speed.toFixed(1)}×`}
          onValueChange={(value) => setSpeed(Math.round(value * 10) / 10)}
        />
        <RangeField
          label={t('player.volume')}
          value={volume}
          min={0}
          max={1}
          step={0.05}
          valueText={`${Math.round(volume * 100)}%`}
          onValueChange={setVolume}
        />
      </div>
    </div>
  );
}
