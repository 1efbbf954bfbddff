import type { Card } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import {
  CopyIcon,
  FileImageIcon,
  FilesIcon,
  FolderInputIcon,
  ImageIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardView } from '../card-view';

export interface CardTileActions {
  onEdit(card: Card): void;
  onDuplicate(card: Card): void;
  onCopyId(card: Card): void;
  onMove(card: Card): void;
  onDelete(card: Card): void;
  onToggleSelected(card: Card): void;
  onPicture(card: Card): void;
  /** Character cards: download as a character-card PNG (V2 and V3 chunks). */
  onExportPng(card: Card): void;
}

/** One card of the repository grid with its actions (or its selection box in delete mode). */
export const CardTile = memo(function CardTile({
  card,
  selecting,
  selected,
  actions,
}: {
  card: Card;
  selecting: boolean;
  selected: boolean;
  actions: CardTileActions;
}) {
  const { t } = useTranslation('story-generator');
  const name = card.name || card.id;
  return (
    <div
      className={`flex h-full flex-col gap-3 rounded-card border bg-card p-4 ${selected ? 'border-primary ring-2 ring-primary' : 'border-border'}`}
      data-card-id={card.id}
    >
      {selecting && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={selected}
            onChange={() => actions.onToggleSelected(card)}
          />
          {t('repo.selectCard', { name })}
        </label>
      )}
      <div className="min-w-0 flex-1">
        <CardView card={card} />
      </div>
      {card.folder && (
        <p className="text-muted-foreground text-xs">{t('repo.inFolder', { folder: card.folder })}</p>
      )}
      {!selecting && (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onEdit(card)}
            aria-label={t('repo.edit', { name })}
          >
            <PencilIcon aria-hidden="true" />
            {t('repo.editShort')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onDuplicate(card)}
            aria-label={t('repo.duplicate', { name })}
            title={t('repo.duplicate', { name })}
          >
            <FilesIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onCopyId(card)}
            aria-label={t('repo.copyId', { name })}
            title={t('repo.copyId', { name })}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onMove(card)}
            aria-label={t('repo.move', { name })}
            title={t('repo.move', { name })}
          >
            <FolderInputIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onPicture(card)}
            aria-label={t('repo.picture', { name })}
            title={t('repo.picture', { name })}
          >
            <ImageIcon aria-hidden="true" />
          </Button>
          {card.type === 'Character' && (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => actions.onExportPng(card)}
              aria-label={t('repo.exportPng', { name })}
              title={t('repo.exportPng', { name })}
            >
              <FileImageIcon aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onDelete(card)}
            aria-label={t('repo.delete', { name })}
            title={t('repo.delete', { name })}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
});
