import { formatBytes } from '@toolbox/kit/bytes';
import { Button } from '@toolbox/ui/button';
import { Textarea } from '@toolbox/ui/textarea';
import { Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LIMIT_CHARS, type SizeInfo } from '../core/json-tools';

interface ResultPanelProps {
  output: string;
  sizes?: SizeInfo;
  characterCount?: number;
  onCopy(): void;
  onDownload(): void;
}

/** Spec A § 2: read-only result with copy and download, the sizes and a character count. */
export function ResultPanel({ output, sizes, characterCount = 0, onCopy, onDownload }: ResultPanelProps) {
  const { t } = useTranslation('json-tools');
  const id = useId();
  const isTruncated = output.length > PREVIEW_LIMIT_CHARS;
  const preview = isTruncated ? output.slice(0, PREVIEW_LIMIT_CHARS) : output;
  const hasOutput = output !== '';
  return (
    <section className="space-y-2" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
          {t('output.label')}
        </label>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onCopy} disabled={!hasOutput}>
            <Copy aria-hidden className="size-4" />
            {t('actions.copy')}
          </Button>
          <Button variant="outline" size="sm" onClick={onDownload} disabled={!hasOutput}>
            <Download aria-hidden className="size-4" />
            {t('actions.download')}
          </Button>
        </div>
      </div>
      <Textarea
        id={id}
        readOnly
        value={preview}
        placeholder={t('output.empty')}
        spellCheck={false}
        className="min-h-64 font-mono text-sm"
      />
      {isTruncated && (
        <p className="text-sm text-muted-foreground">
          {t('output.truncated', {
            shown: PREVIEW_LIMIT_CHARS.toLocaleString(),
            total: output.length.toLocaleString(),
          })}
        </p>
      )}
      {hasOutput && sizes && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" data-testid="json-sizes">
          <span>{t('output.originalSize', { size: formatBytes(sizes.originalSize) })}</span>
          <span>{t('output.processedSize', { size: formatBytes(sizes.processedSize) })}</span>
          <span title={t('output.ratioHint')}>{t('output.ratio', { ratio: sizes.compressionRatio })}</span>
          <span>{t('output.characters', { count: characterCount })}</span>
        </p>
      )}
    </section>
  );
}
