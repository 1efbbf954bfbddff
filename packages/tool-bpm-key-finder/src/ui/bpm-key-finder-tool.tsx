import { formatBytes } from '@toolbox/kit/bytes';
import { downloadText } from '@toolbox/kit/download';
import { transfer } from '@toolbox/kit/worker-bridge';
import { Button } from '@toolbox/ui/button';
import { FileDropZone, type FileRejection } from '@toolbox/ui/file-drop-zone';
import { NativeSelect } from '@toolbox/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import { DownloadIcon, PlayIcon, Trash2Icon, XIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '../core/analyze';
import { AUDIO_ACCEPT, MAX_FILE_BYTES } from '../core/constants';
import { exportFileName, resultsCsv, resultsJson } from '../core/export';
import type { Waveform } from '../core/waveform';
import { type BpmKeyWorker, fileWorker, liveWorker } from '../worker/client';
import { AudioDecodeError, decodeAudio } from './decode';
import { formatTime, Player } from './player';
import { ResultBlock } from './result-block';

// Loaded when first shown: they are a third of the page's code, and most visits start with a file.
const Metronome = lazy(() => import('./metronome').then((module) => ({ default: module.Metronome })));
const LiveAnalysis = lazy(() =>
  import('./live-analysis').then((module) => ({ default: module.LiveAnalysis })),
);
const Visualization = lazy(() =>
  import('./visualization').then((module) => ({ default: module.Visualization })),
);

const RAW = { escapeValue: false };

export type AudioStatus = 'pending' | 'analyzing' | 'completed' | 'error';

/** The spec's audio file item; the decoded audio is kept only as its waveform (the worker makes it). */
export interface AudioItem {
  id: string;
  file: File;
  status: AudioStatus;
  /** When it was added. */
  timestamp: number;
  /** Seconds, once decoded. */
  duration?: number;
  waveform?: Waveform;
  analysis?: Analysis;
  /** The message shown under a file that failed to decode or analyse. */
  error?: string;
}

const STATUS_STYLE: Record<AudioStatus, string> = {
  pending: 'bg-muted text-muted-foreground',
  analyzing: 'bg-accent text-primary',
  completed: 'bg-muted text-success',
  error: 'bg-muted text-destructive',
};

/**
 * The music analysis tool (CONTEXT.md): upload audio, analyse tempo and key in a worker
 * (essentia.js), see the results and views, play the file, keep time with the metronome, or
 * listen through the microphone.
 */
export default function BpmKeyFinderTool({
  worker = fileWorker,
  live = liveWorker,
}: {
  worker?: BpmKeyWorker;
  live?: BpmKeyWorker;
}) {
  const { t } = useTranslation('bpm-key-finder');
  const [items, setItems] = useState<AudioItem[]>([]);
  const [current, setCurrent] = useState<string>();
  const [visualized, setVisualized] = useState<string>();
  const [selected, setSelected] = useState<string>();
  const [playRequest, setPlayRequest] = useState(0);
  const [advancedTab, setAdvancedTab] = useState('player');
  /** Tabs opened once stay mounted: the metronome keeps ticking beside the player. */
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<string>>(() => new Set(['player']));
  function showTab(tab: string) {
    setAdvancedTab(tab);
    setOpenedTabs((opened) => (opened.has(tab) ? opened : new Set([...opened, tab])));
  }
  const nextId = useRef(0);
  const decoding = useRef(Promise.resolve());

  const update = useCallback((id: string, change: Partial<AudioItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  /** Decodes new files one after another (memory: one decoded file at a time): duration, or the decode error. */
  function addFiles(files: File[]) {
    const added = files.map((file) => ({
      id: `audio-${++nextId.current}`,
      file,
      status: 'pending' as const,
      timestamp: Date.now(),
    }));
    setItems((list) => [...list, ...added]);
    for (const item of added) {
      decoding.current = decoding.current.then(async () => {
        try {
          update(item.id, { duration: (await decodeAudio(item.file)).duration });
        } catch {
          update(item.id, { status: 'error', error: t('errors.decode') });
          toast.error(t('errors.decode'));
        }
      });
    }
  }

  function reject(rejections: FileRejection[]) {
    for (const { file, reason } of rejections)
      toast.error(
        t(reason === 'size' ? 'errors.tooLarge' : 'errors.unsupported', {
          name: file.name,
          interpolation: RAW,
        }),
      );
  }

  const analyzeTask = useCallback<CancellableTask<AudioItem[], void>>(
    async (queue, signal, onProgress) => {
      for (const [index, item] of queue.entries()) {
        if (signal.aborted) return;
        setCurrent(item.file.name);
        update(item.id, { status: 'analyzing', error: undefined });
        try {
          const { channels, duration } = await decodeAudio(item.file);
          const buffers = channels.map((channel) => channel.buffer);
          const { analysis, waveform } = await worker.call('analyze', transfer({ channels }, buffers), {
            signal,
            onProgress: ({ ratio }) => onProgress((index + ratio) / queue.length),
          });
          update(item.id, { status: 'completed', analysis, duration, waveform });
          setSelected((chosen) => chosen ?? item.id);
        } catch (error) {
          if (signal.aborted) {
            update(item.id, { status: 'pending' });
            return;
          }
          const message =
            error instanceof AudioDecodeError
              ? t('errors.decode')
              : error instanceof Error
                ? error.message
                : String(error);
          update(item.id, { status: 'error', error: message });
          toast.error(t('errors.analyzeFailed', { name: item.file.name, interpolation: RAW }));
        }
        onProgress((index + 1) / queue.length);
      }
    },
    [worker, update, t],
  );
  const analyzing = useCancellableTask(analyzeTask);

  function analyze(queue: AudioItem[]) {
    void analyzing.run(queue).finally(() => setCurrent(undefined));
  }

  function analyzeAll() {
    const pending = items.filter((item) => item.status === 'pending');
    if (pending.length === 0) return void toast.error(t('errors.noFiles'));
    analyze(pending);
  }

  function cancel() {
    analyzing.cancel();
    setItems((list) =>
      list.map((item) => (item.status === 'analyzing' ? { ...item, status: 'pending' } : item)),
    );
  }

  const completed = items.filter((item) => item.status === 'completed' && item.analysis);
  function exportResults(format: 'json' | 'csv') {
    if (completed.length === 0) return void toast.error(t('errors.noResults'));
    const files = completed.map((item) => ({
      fileName: item.file.name,
      analysis: item.analysis as Analysis,
    }));
    const now = new Date();
    if (format === 'json')
      downloadText(resultsJson(files, now), exportFileName('json', now), 'application/json');
    else downloadText(resultsCsv(files), exportFileName('csv', now), 'text/csv');
  }

  function remove(id: string) {
    if (items.find((item) => item.id === id)?.status === 'analyzing') cancel();
    setItems((list) => list.filter((item) => item.id !== id));
    if (visualized === id) setVisualized(undefined);
    if (selected === id) setSelected(undefined);
  }

  function clearAll() {
    if (analyzing.isRunning) cancel();
    setItems([]);
    setVisualized(undefined);
    setSelected(undefined);
  }

  const selectedItem = items.find((item) => item.id === selected);
  const visualizedItem = items.find((item) => item.id === visualized);

  return (
    <div className="space-y-6">
      <FileDropZone
        multiple
        accept={AUDIO_ACCEPT}
        maxSizeBytes={MAX_FILE_BYTES}
        onFiles={addFiles}
        onReject={reject}
        label={t('upload.label')}
        hint={t('upload.hint', { size: formatBytes(MAX_FILE_BYTES) })}
      />

      {items.length > 0 && (
        <section aria-labelledby="bpm-files" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="bpm-files" className="font-semibold text-lg">
              {t('files.title', { count: items.length })}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={analyzeAll} disabled={analyzing.isRunning}>
                <PlayIcon aria-hidden="true" className="size-4" />
                {t('files.analyzeAll')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => exportResults('json')}>
                <DownloadIcon aria-hidden="true" className="size-4" />
                {t('files.exportJson')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => exportResults('csv')}>
                <DownloadIcon aria-hidden="true" className="size-4" />
                {t('files.exportCsv')}
              </Button>
              <Button size="sm" variant="ghost" onClick={clearAll}>
                <Trash2Icon aria-hidden="true" className="size-4" />
                {t('files.clearAll')}
              </Button>
            </div>
          </div>
          {analyzing.isRunning && (
            <TaskProgress
              label={t('files.analyzing')}
              value={analyzing.progress}
              currentItem={current}
              onCancel={cancel}
            />
          )}
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item.id} className="space-y-2 rounded-card border border-border bg-card p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="break-all font-medium">{item.file.name}</p>
                    <p className="text-muted-foreground text-xs">
                      {formatBytes(item.file.size)}
                      {item.duration !== undefined && ` · ${formatTime(item.duration)}`}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2 py-0.5 font-medium text-xs ${STATUS_STYLE[item.status]}`}
                  >
                    {t(`status.${item.status}`)}
                  </span>
                  {(item.status === 'pending' || item.status === 'error') && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={analyzing.isRunning}
                      onClick={() => analyze([item])}
                      aria-label={t('files.analyzeFile', { name: item.file.name, interpolation: RAW })}
                    >
                      {t('files.analyze')}
                    </Button>
                  )}
                  <Button
                    size="icon"
                    variant="ghost"
                    onClick={() => remove(item.id)}
                    aria-label={t('files.remove', { name: item.file.name, interpolation: RAW })}
                    title={t('files.remove', { name: item.file.name, interpolation: RAW })}
                  >
                    <XIcon aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                {item.error && (
                  <p role="alert" className="text-destructive text-sm">
                    {item.error}
                  </p>
                )}
                {item.status === 'completed' && item.analysis && (
                  <ResultBlock
                    fileName={item.file.name}
                    analysis={item.analysis}
                    isVisualized={visualized === item.id}
                    onToggleVisualization={() =>
                      setVisualized((shown) => (shown === item.id ? undefined : item.id))
                    }
                    onPlay={() => {
                      setSelected(item.id);
                      showTab('player');
                      setPlayRequest((count) => count + 1);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {visualizedItem && (
        <Suspense fallback={null}>
          <Visualization
            fileName={visualizedItem.file.name}
            waveform={visualizedItem.waveform}
            analysis={visualizedItem.analysis}
          />
        </Suspense>
      )}

      <section
        aria-labelledby="bpm-advanced"
        className="space-y-3 rounded-card border border-border bg-card p-4"
      >
        <h2 id="bpm-advanced" className="font-semibold text-lg">
          {t('advanced.title')}
        </h2>
        <Tabs value={advancedTab} onValueChange={showTab}>
          <TabsList aria-label={t('advanced.title')}>
            <TabsTrigger value="player">{t('advanced.player')}</TabsTrigger>
            <TabsTrigger value="metronome">{t('advanced.metronome')}</TabsTrigger>
            <TabsTrigger value="live">{t('advanced.live')}</TabsTrigger>
          </TabsList>
          <TabsContent value="player" className="pt-4" forceMount>
            {completed.length > 1 && (
              <div className="mb-4 flex flex-col gap-1.5">
                <label htmlFor="bpm-player-file" className="font-medium text-sm">
                  {t('player.file')}
                </label>
                <NativeSelect
                  id="bpm-player-file"
                  value={selected ?? ''}
                  onValueChange={setSelected}
                  options={completed.map((item) => ({ value: item.id, label: item.file.name }))}
                />
              </div>
            )}
            <Player file={selectedItem?.file} playRequest={playRequest} />
          </TabsContent>
          {/* Kept mounted while hidden: the metronome ticks along with the player. */}
          <TabsContent value="metronome" className="pt-4" forceMount>
            {openedTabs.has('metronome') && (
              <Suspense fallback={null}>
                <Metronome detectedBpm={selectedItem?.analysis?.bpm.tempo} />
              </Suspense>
            )}
          </TabsContent>
          <TabsContent value="live" className="pt-4">
            <Suspense fallback={null}>
              <LiveAnalysis
                analyze={async (samples, signal) =>
                  (
                    await live.call('analyze', transfer({ channels: [samples] }, [samples.buffer]), {
                      signal,
                    })
                  ).analysis
                }
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
