import { Button } from '@toolbox/ui/button';
import { toast } from '@toolbox/ui/toast';
import { WarningNotice } from '@toolbox/ui/warning-notice';
import { MicIcon, MicOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '../core/analyze';
import { ANALYSIS_SAMPLE_RATE } from '../core/constants';
import {
  CAPTURE_BUFFER_SIZE,
  createBufferCollector,
  LEVEL_HISTORY_MAX,
  LEVEL_SAMPLE_INTERVAL_MS,
  LIVE_ANALYSIS_INTERVAL_MS,
  meterHeight,
  pushLevel,
  rmsLevel,
} from '../core/live';
// `no-inline`: Vite would inline a file this small as a data: URL, which the site's CSP (script-src
// 'self') refuses for a worklet module.
import captureWorkletUrl from './mic-capture.worklet.js?url&no-inline';

export interface LiveAnalysisProps {
  /** Tempo and key of mono 44.1 kHz samples (the page passes the worker's); aborted on Stop. */
  analyze: (samples: Float32Array, signal: AbortSignal) => Promise<Analysis>;
  /** The browser's `navigator.mediaDevices.getUserMedia` unless given (tests). */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** A 44.1 kHz `AudioContext` unless given (tests). */
  createAudioContext?: () => AudioContext;
}

type Status = 'idle' | 'starting' | 'listening';
type NoticeKey = 'errors.microphone' | 'errors.noAudioContext';

// Echo cancellation, noise suppression and gain control are made for voices: they treat sustained
// music as noise and pump its level, which blurs beats and chroma.
const MICROPHONE: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  video: false,
};
const FAILED_TOAST_ID = 'bpm-key-finder-live-failed';
const NO_SAMPLES = new Float32Array(0);

function browserGetUserMedia(): LiveAnalysisProps['getUserMedia'] {
  const devices = globalThis.navigator?.mediaDevices;
  return devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : undefined;
}

/** Chromium resamples the microphone to the context's rate, so captured audio is what `analyze` takes. */
function browserAudioContext(): LiveAnalysisProps['createAudioContext'] {
  if (typeof AudioContext === 'undefined') return undefined;
  return () => new AudioContext({ sampleRate: ANALYSIS_SAMPLE_RATE });
}

/** Runs `release` when the session ends, at once if it already has. */
function onRelease(session: AbortSignal, release: () => void) {
  if (session.aborted) release();
  else session.addEventListener('abort', release, { once: true });
}

/**
 * Microphone → capture worklet → zero gain → destination. An AudioWorklet, not the deprecated
 * ScriptProcessorNode: it copies samples on the audio thread, so a busy page cannot drop audio.
 * The silent gain keeps the node pulled by the graph without playing the microphone back.
 */
async function connectCapture(
  context: AudioContext,
  stream: MediaStream,
  onBuffer: (buffer: Float32Array) => void,
) {
  await context.audioWorklet.addModule(captureWorkletUrl);
  const capture = new AudioWorkletNode(context, 'mic-capture', {
    processorOptions: { bufferSize: CAPTURE_BUFFER_SIZE },
  });
  capture.port.onmessage = (event: MessageEvent<Float32Array>) => onBuffer(event.data);
  const silence = context.createGain();
  silence.gain.value = 0;
  context.createMediaStreamSource(stream).connect(capture).connect(silence).connect(context.destination);
  if (context.state === 'suspended') await context.resume();
}

const percent = (ratio: number) => Math.round(ratio * 100);

/** The level history as bars in a 100 × 1 box, the newest on the right: one path, drawn in a token colour. */
function levelBars(levels: readonly number[]): string {
  const start = LEVEL_HISTORY_MAX - levels.length;
  return levels
    .map((level, index) => `M${start + index} 1v${(-meterHeight(level)).toFixed(3)}h0.8V1z`)
    .join('');
}

/** Tempo and key of what the microphone hears, re-estimated every 4 s, with an input level meter. */
export function LiveAnalysis({ analyze, getUserMedia, createAudioContext }: LiveAnalysisProps) {
  const { t } = useTranslation('bpm-key-finder');
  const [status, setStatus] = useState<Status>('idle');
  const [levels, setLevels] = useState<number[]>([]);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [notice, setNotice] = useState<NoticeKey | null>(null);
  const sessionRef = useRef<AbortController | null>(null);

  // Leaving the page turns the microphone off.
  useEffect(() => () => sessionRef.current?.abort(), []);

  function refuse(key: NoticeKey) {
    toast.error(t(key));
    setNotice(key);
    setStatus('idle');
  }

  function stop() {
    sessionRef.current?.abort();
    sessionRef.current = null;
    setStatus('idle');
  }

  async function start() {
    const openMicrophone = getUserMedia ?? browserGetUserMedia();
    const openContext = createAudioContext ?? browserAudioContext();
    if (!openMicrophone || !openContext) return refuse('errors.noAudioContext');
    sessionRef.current?.abort();
    const session = new AbortController();
    sessionRef.current = session;
    const { signal } = session;
    setNotice(null);
    setStatus('starting');
    setLevels([]);
    setAnalysis(null);

    // Created in the click, so the browser's autoplay policy lets it run.
    const context = openContext();
    onRelease(signal, () => void context.close().catch(() => undefined));
    let stream: MediaStream;
    try {
      stream = await openMicrophone(MICROPHONE);
    } catch {
      // Stopped, or left the page, while the browser asked: nobody to tell.
      if (signal.aborted) return;
      session.abort();
      refuse('errors.microphone');
      return;
    }
    // Stopping the tracks is what turns the browser's microphone light off.
    onRelease(signal, () => {
      for (const track of stream.getTracks()) track.stop();
    });
    if (signal.aborted) return;

    const collector = createBufferCollector();
    try {
      await connectCapture(context, stream, (buffer) => collector.append(buffer));
    } catch {
      if (signal.aborted) return;
      toast.error(t('live.failed'), { id: FAILED_TOAST_ID });
      stop();
      return;
    }
    if (signal.aborted) return;

    let isAnalysing = false;
    const analyseWindow = () => {
      // The previous window is still being analysed: skip this tick; its audio waits for the next.
      if (isAnalysing || collector.sampleCount() < ANALYSIS_SAMPLE_RATE) return;
      isAnalysing = true;
      analyze(collector.takeWindow(), signal)
        .then(
          (result) => !signal.aborted && setAnalysis(result),
          () => !signal.aborted && toast.error(t('live.failed'), { id: FAILED_TOAST_ID }),
        )
        .finally(() => {
          isAnalysing = false;
        });
    };
    const sampleLevel = () =>
      setLevels((history) => pushLevel(history, rmsLevel(collector.latest() ?? NO_SAMPLES)));
    const analysisTimer = setInterval(analyseWindow, LIVE_ANALYSIS_INTERVAL_MS);
    const levelTimer = setInterval(sampleLevel, LEVEL_SAMPLE_INTERVAL_MS);
    onRelease(signal, () => {
      clearInterval(analysisTimer);
      clearInterval(levelTimer);
    });
    setStatus('listening');
  }

  const isActive = status !== 'idle';
  const level = levels.at(-1) ?? 0;

  return (
    // No heading or card of its own: it sits in the page's "Live microphone" tab, which names it.
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0 flex-1 basis-52 text-muted-foreground text-sm">{t('live.description')}</p>
        {/* Stop while starting too: the browser's permission prompt may stay unanswered. */}
        <Button variant={isActive ? 'outline' : 'primary'} onClick={isActive ? stop : () => void start()}>
          {isActive ? <MicOffIcon aria-hidden /> : <MicIcon aria-hidden />}
          {t(isActive ? 'live.stop' : 'live.start')}
        </Button>
      </div>

      {notice && (
        <WarningNotice>
          <p>{t(notice)}</p>
        </WarningNotice>
      )}

      <p role="status" className="text-muted-foreground text-sm">
        {t(`live.status.${status}`)}
      </p>

      {isActive && (
        <div>
          <meter className="sr-only" aria-label={t('live.level')} min={0} max={100} value={percent(level)} />
          <svg
            aria-hidden
            viewBox={`0 0 ${LEVEL_HISTORY_MAX} 1`}
            preserveAspectRatio="none"
            className="block h-16 w-full rounded-md bg-muted fill-primary"
          >
            <path data-testid="level-bars" d={levelBars(levels)} />
          </svg>
        </div>
      )}

      {/* Polite and atomic: it changes once per analysis, at most every 4 s. */}
      <div aria-live="polite" aria-atomic="true">
        {analysis ? (
          <LiveResult analysis={analysis} />
        ) : (
          status === 'listening' && <p className="text-muted-foreground text-sm">{t('live.waiting')}</p>
        )}
      </div>
    </div>
  );
}

function LiveResult({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation('bpm-key-finder');
  const { bpm, key } = analysis;
  const items: [string, string, string | null][] = [
    [t('live.tempo'), t('live.bpm', { tempo: bpm.tempo }), percent(bpm.confidence).toString()],
    [
      t('live.key'),
      t('live.keyName', { key: key.key, scale: t(`scale.${key.scale}`) }),
      percent(key.confidence).toString(),
    ],
    [t('live.camelot'), key.camelot, null],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map(([term, value, confidence]) => (
        <div key={term} className="rounded-md bg-muted p-3">
          <dt className="text-muted-foreground text-xs">{term}</dt>
          <dd className="font-semibold text-lg tabular-nums">{value}</dd>
          {confidence !== null && (
            <dd className="text-muted-foreground text-xs">{t('live.confidence', { percent: confidence })}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
