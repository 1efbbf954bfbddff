import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { Button } from '@toolbox/ui/button';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { OpenInMenu } from '@toolbox/ui/open-in-menu';
import { ResultPane } from '@toolbox/ui/result-pane';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { useObjectUrl } from '@toolbox/ui/use-object-url';
import { Download, Trash2 } from 'lucide-react';
import {
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  base64FileName,
  IMAGE_ACCEPT,
  MAX_IMAGE_BYTES,
  type OutputKind,
  RESULT_PREVIEW_CHARACTERS,
  refusalOf,
} from '../core/image-base64';
import type { DecodedImageFile } from '../worker/api';
import { type ImageBase64Worker, imageBase64Worker } from '../worker/client';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };
/** Pasted text is decoded this long after the last keystroke. */
const DECODE_DELAY_MS = 250;

type Mode = 'toBase64' | 'toImage';

interface Dimensions {
  width: number;
  height: number;
}

/** How the page puts something handed over into a direction (CONTEXT.md Rules: Hand-off). */
interface Receiver<Input> {
  receive: (input: Input) => void;
}

/** Image to Base64 (the spec's tool) and back (CONTEXT.md). */
export default function ImageBase64Tool({ worker = imageBase64Worker }: { worker?: ImageBase64Worker }) {
  const { t } = useTranslation('image-base64');
  const [mode, setMode] = useState<Mode>('toBase64');
  const toBase64 = useRef<Receiver<File>>(null);
  const toImage = useRef<Receiver<string>>(null);

  // An image handed over is encoded as if chosen; a data URL or Base64 text is decoded in the
  // reverse direction, shown at once.
  useHandOffReceiver((items) => {
    const file = items.find((item) => item.kind === 'file');
    if (file) {
      setMode('toBase64');
      toBase64.current?.receive(file.file);
      return;
    }
    const text = items.find((item) => item.kind === 'text');
    if (text) {
      setMode('toImage');
      toImage.current?.receive(text.text);
    }
  });
  return (
    <div className="space-y-6">
      <SegmentedControl
        label={t('mode.label')}
        value={mode}
        onValueChange={setMode}
        options={[
          { value: 'toBase64', label: t('mode.toBase64') },
          { value: 'toImage', label: t('mode.toImage') },
        ]}
      />
      {/* Both stay mounted, so switching back keeps the image or the pasted text. */}
      <div hidden={mode !== 'toBase64'}>
        <ImageToBase64 worker={worker} ref={toBase64} />
      </div>
      <div hidden={mode !== 'toImage'}>
        <Base64ToImage worker={worker} ref={toImage} />
      </div>
    </div>
  );
}

function ImageToBase64({ worker, ref }: { worker: ImageBase64Worker; ref?: Ref<Receiver<File>> }) {
  const { t } = useTranslation('image-base64');
  const [file, setFile] = useState<File | undefined>();
  const [encoded, setEncoded] = useState<{ dataUrl: string; base64Start: number } | undefined>();
  const [outputKind, setOutputKind] = useState<OutputKind>('dataUrl');
  const controller = useRef<AbortController | undefined>(undefined);
  const url = useObjectUrl(file);

  async function choose(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setFile(chosen);
    setEncoded(undefined);
    try {
      const result = await worker.call(
        'encode',
        { file: chosen, name: chosen.name },
        { signal: current.signal },
      );
      if (!current.signal.aborted) setEncoded(result);
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn('image-base64: encoding failed', error);
      toast.error(t('errors.readFailed', { name: chosen.name, interpolation: RAW }));
      setFile(undefined);
    } finally {
      if (controller.current === current) controller.current = undefined;
    }
  }

  function refuse(refused: File, reason: 'type' | 'size') {
    toast.error(
      t(reason === 'type' ? 'errors.invalidFile' : 'errors.tooLarge', {
        name: refused.name,
        limit: formatBytes(MAX_IMAGE_BYTES),
        interpolation: RAW,
      }),
    );
  }

  // A file handed over gets the drop zone's checks and messages, then is encoded as if chosen.
  const latest = useRef({ choose, refuse });
  latest.current = { choose, refuse };
  useImperativeHandle(
    ref,
    () => ({
      receive: (received) => {
        const reason = refusalOf(received);
        if (reason) latest.current.refuse(received, reason);
        else void latest.current.choose([received]);
      },
    }),
    [],
  );

  function cancel() {
    controller.current?.abort();
    controller.current = undefined;
    worker.terminate();
    setFile(undefined);
    toast.info(t('toasts.cancelled'));
  }

  function clear() {
    controller.current?.abort();
    setFile(undefined);
    setEncoded(undefined);
  }

  const value = encoded
    ? outputKind === 'dataUrl'
      ? encoded.dataUrl
      : encoded.dataUrl.slice(encoded.base64Start)
    : '';

  return (
    <div className="space-y-4">
      <FileDropZone
        accept={IMAGE_ACCEPT}
        maxSizeBytes={MAX_IMAGE_BYTES}
        label={t('upload.label')}
        onFiles={choose}
        onReject={(rejections) => {
          for (const { file: refused, reason } of rejections) refuse(refused, reason);
        }}
      />
      {file && url && (
        <PreviewCard
          key={url}
          label={t('preview.label')}
          url={url}
          alt={t('preview.alt', { name: file.name, interpolation: RAW })}
          facts={(dimensions) => [
            [t('info.name'), file.name],
            [t('info.size'), formatBytes(file.size)],
            [t('info.dimensions'), dimensions],
            [t('info.type'), file.type],
          ]}
        >
          <Button variant="secondary" size="sm" onClick={clear}>
            <Trash2 aria-hidden className="size-4" />
            {t('actions.clear')}
          </Button>
        </PreviewCard>
      )}
      {file && !encoded && (
        <TaskProgress label={t('progress.encoding')} value={0} currentItem={file.name} onCancel={cancel} />
      )}
      {encoded && file && (
        <div className="space-y-3">
          <SegmentedControl
            label={t('output.kind')}
            value={outputKind}
            onValueChange={setOutputKind}
            options={[
              { value: 'dataUrl', label: t('output.dataUrl') },
              { value: 'base64', label: t('output.base64') },
            ]}
          />
          <ResultPane
            label={t('output.label')}
            value={value}
            previewLimit={RESULT_PREVIEW_CHARACTERS}
            download={{ fileName: base64FileName(file.name) }}
            // "Open in…" the tools that take a data URL (CONTEXT.md Rules: Hand-off). Base64 alone
            // is not handed on: the Base64 text tool decodes only UTF-8 text, and refuses an image's bytes.
            handOff={
              outputKind === 'dataUrl' ? { format: 'data-url', name: base64FileName(file.name) } : undefined
            }
            onDownloaded={() => toast.success(t('toasts.downloaded'))}
            copiedMessage={t('toasts.copied')}
            failedMessage={t('toasts.copyFailed')}
            textareaClassName="min-h-40 font-mono text-xs break-all"
          />
        </div>
      )}
    </div>
  );
}

type Decoded = Extract<DecodedImageFile, { ok: true }>;

function Base64ToImage({ worker, ref }: { worker: ImageBase64Worker; ref?: Ref<Receiver<string>> }) {
  const { t } = useTranslation('image-base64');
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [decoded, setDecoded] = useState<Decoded | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const url = useObjectUrl(decoded?.blob);
  // A text handed over takes the place of the box's text, and is decoded as if pasted.
  useImperativeHandle(ref, () => ({ receive: setText }), []);

  useEffect(() => {
    if (text.trim() === '') {
      setDecoded(undefined);
      setProblem(undefined);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const result = await worker.call('decode', { text }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (result.ok) {
          setDecoded(result);
          setProblem(undefined);
        } else {
          setDecoded(undefined);
          setProblem(
            result.error === 'invalidCharacter'
              ? t('errors.invalidCharacter', {
                  character: result.character,
                  position: result.position,
                  interpolation: RAW,
                })
              : t(`errors.${result.error}`),
          );
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('image-base64: decoding failed', error);
        setDecoded(undefined);
        setProblem(t('errors.decodeFailed'));
      }
    }, DECODE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, worker, t]);

  const fileName = decoded ? `image.${decoded.extension}` : '';
  // The decoded image, for "Open in…" (the compressor, converter, collage): its name and type.
  const handOff = useMemo<HandOffItem[]>(
    () =>
      decoded ? [{ kind: 'file', file: new File([decoded.blob], fileName, { type: decoded.mimeType }) }] : [],
    [decoded, fileName],
  );

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('reverse.label')}
        </label>
        <Textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('reverse.placeholder')}
          spellCheck={false}
          invalid={problem !== undefined}
          aria-describedby={statusId}
          className="min-h-40 font-mono text-xs break-all"
        />
        <p id={statusId} className="text-sm text-destructive" aria-live="polite">
          {problem}
        </p>
      </div>
      {decoded && url && (
        <PreviewCard
          key={url}
          label={t('reverse.result')}
          url={url}
          alt={t('reverse.alt')}
          facts={(dimensions) => [
            [t('info.type'), decoded.mimeType],
            [t('info.size'), formatBytes(decoded.blob.size)],
            [t('info.dimensions'), dimensions],
          ]}
        >
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                downloadBlob(decoded.blob, fileName);
                toast.success(t('toasts.imageDownloaded', { name: fileName, interpolation: RAW }));
              }}
            >
              <Download aria-hidden className="size-4" />
              {t('reverse.download', { name: fileName, interpolation: RAW })}
            </Button>
            <OpenInMenu items={handOff} size="sm" />
            <Button variant="secondary" size="sm" onClick={() => setText('')}>
              <Trash2 aria-hidden className="size-4" />
              {t('actions.clear')}
            </Button>
          </div>
        </PreviewCard>
      )}
    </div>
  );
}

/**
 * An image shown at most 300 px high with its facts; the dimensions come from the browser's own
 * decode of the preview, and an image it cannot show says so in its place. Keyed by URL, so a new
 * image starts afresh.
 */
function PreviewCard({
  label,
  url,
  alt,
  facts,
  children,
}: {
  label: string;
  url: string;
  alt: string;
  facts: (dimensions: string) => ReadonlyArray<readonly [string, ReactNode]>;
  children: ReactNode;
}) {
  const { t } = useTranslation('image-base64');
  const [dimensions, setDimensions] = useState<Dimensions | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  return (
    <section aria-label={label} className="space-y-3 rounded-lg border border-border p-4">
      {loadFailed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('errors.imageLoadFailed')}
        </p>
      ) : (
        <img
          src={url}
          alt={alt}
          className="mx-auto max-h-[300px] max-w-full object-contain"
          onLoad={(event) =>
            setDimensions({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          onError={() => setLoadFailed(true)}
        />
      )}
      <ImageFacts facts={facts(dimensions ? `${dimensions.width} × ${dimensions.height}` : '…')} />
      {children}
    </section>
  );
}

function ImageFacts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
