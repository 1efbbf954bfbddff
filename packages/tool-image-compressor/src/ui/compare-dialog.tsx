import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { RangeField } from '@toolbox/ui/range-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };

/** Before and after in one frame: the slider moves the edge between the original (left) and the result. */
export default function CompareDialog({
  name,
  originalUrl,
  compressedUrl,
  onClose,
}: {
  name: string;
  originalUrl: string;
  compressedUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('image-compressor');
  const [position, setPosition] = useState(50);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('compare.title', { name, interpolation: RAW })}</DialogTitle>
          <DialogDescription>{t('compare.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative mx-auto w-fit max-w-full select-none overflow-hidden rounded bg-muted">
          <img src={compressedUrl} alt={t('compare.after')} className="block max-h-[70vh] max-w-full" />
          <img
            src={originalUrl}
            alt={t('compare.before')}
            className="absolute inset-0 block h-full w-full"
            style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          />
          <div aria-hidden className="absolute inset-y-0 w-0.5 bg-primary" style={{ left: `${position}%` }} />
        </div>
        <RangeField
          label={t('compare.slider')}
          value={position}
          min={0}
          max={100}
          valueText={t('compare.position', { percent: position })}
          onValueChange={setPosition}
        />
      </DialogContent>
    </Dialog>
  );
}
