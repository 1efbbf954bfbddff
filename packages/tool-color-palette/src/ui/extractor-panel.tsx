import { IMAGE_LOAD_TIMEOUT_MS } from '@toolbox/image-kit/decode';
import { isHeicFile } from '@toolbox/image-kit/formats';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { RangeField } from '@toolbox/ui/range-field';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import { useObjectUrl } from '@toolbox/ui/use-object-url';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRACT_ACCEPT, EXTRACT_MAX_BYTES } from '../core/constants';
import { EXTRACT_COLORS } from '../core/extract';
import type { Extraction } from '../worker/api';
import { type ColorPaletteWorker, colorPaletteWorker } from '../worker/client';
import { ExportBar, Swatches } from './swatches';

const RAW = { escapeValue: false };

/** The colour extractor: an image in, its main colours with their shares out, counted in a worker. */
export function ExtractorPanel({
  active,
  worker = colorPaletteWorker,
}: {
  /** Whether its tab is shown: the worker starts then, so its code loads while an image is picked. */
  active: boolean;
  worker?: ColorPaletteWorker;
}) {
  const { t } = useTranslation('color-palette');
  const [file, setFile] = useState<File | undefined>();
  const [count, setCount] = useState<number>(EXTRACT_COLORS.default);
  const [result, setResult] = useState<Extraction | undefined>();
  const preview = useObjectUrl(file);
  useEffect(() => {
    if (active) worker.warm();
  }, [active, worker]);
  // One extraction at a time; a newer one or Cancel aborts the older (its worker is ended).
  const task = useCallback<CancellableTask<{ image: File; colors: number }, Extraction>>(
    ({ image, colors }, signal, onProgress) =>
      worker.call(
        'extract',
        { file: image, name: image.name, count: colors },
        { signal, onProgress: ({ ratio }) => onProgress(ratio) },
      ),
    [worker],
  );
  const { isRunning, progress, run, cancel } = useCancellableTask(task);

  async function extract(image: File, colors: number) {
    try {
      const extraction = await run({ image, colors });
      if (!extraction) return; // cancelled, or overtaken by a newer one
      setResult(extraction);
      if (extraction.colors.length === 0) toast.info(t('extractor.noOpaque'));
    } catch (error) {
      console.warn('color-palette: extraction failed', error);
      const problem = error instanceof Error && 'problem' in error ? error.problem : undefined;
      toast.error(
        problem === 'heic'
          ? t('extractor.heic', { name: image.name, interpolation: RAW })
          : problem === 'timeout'
            ? t('extractor.timeout', {
                name: image.name,
                seconds: IMAGE_LOAD_TIMEOUT_MS / 1000,
                interpolation: RAW,
              })
            : t('extractor.failed', { name: image.name, interpolation: RAW }),
      );
    }
  }

  const entries = result?.colors ?? [];
  return (
    <div className="space-y-4">
      <FileDropZone
        accept={EXTRACT_ACCEPT}
        maxSizeBytes={EXTRACT_MAX_BYTES}
        label={t('extractor.drop')}
        hint={t('extractor.hint')}
        disabled={isRunning}
        onFiles={([image]) => {
          if (!image) return;
          setFile(image);
          setResult(undefined);
          void extract(image, count);
        }}
        onReject={(rejections) => {
          for (const { file: refused } of rejections)
            if (isHeicFile(refused))
              toast.error(t('extractor.heic', { name: refused.name, interpolation: RAW }));
        }}
      />
      <RangeField
        label={t('extractor.count')}
        value={count}
        min={EXTRACT_COLORS.min}
        max={EXTRACT_COLORS.max}
        valueText={String(count)}
        disabled={isRunning}
        onValueChange={(value) => {
          setCount(value);
          if (file && !isRunning) void extract(file, value);
        }}
      />
      {isRunning && (
        <TaskProgress
          label={t('extractor.working')}
          value={progress * 100}
          currentItem={file?.name}
          onCancel={() => {
            cancel();
            toast.info(t('extractor.cancelled'));
          }}
        />
      )}
      {file && preview && (
        <div className="flex flex-col gap-4 sm:flex-row">
          <img
            src={preview}
            alt={t('extractor.preview', { name: file.name, interpolation: RAW })}
            className="max-h-64 w-full rounded-lg border border-border object-contain sm:w-64"
          />
          {result && entries.length > 0 && (
            <div className="min-w-0 flex-1 space-y-3">
              <p className="text-muted-foreground text-sm">
                {t('extractor.found', {
                  count: entries.length,
                  width: result.width,
                  height: result.height,
                  seconds: (result.ms / 1000).toFixed(2),
                })}
              </p>
              <Swatches entries={entries} label={t('extractor.result')} />
              <ExportBar entries={entries} fileName="palette-from-image" />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
