import { downloadBlob } from '@toolbox/kit/download';
import {
  CARD_SORTS,
  CARD_TYPES,
  type Card,
  type CardSort,
  type CardType,
  duplicateCard,
  exportCards,
  foldersAndTags,
  missingInitialCards,
  putCard,
  queryCards,
  removeCards,
  SEARCH_DEBOUNCE_MS,
  type World,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { useCopyToClipboard } from '@toolbox/ui/copy-button';
import { outputFileName } from '@toolbox/ui/file-name';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { toast } from '@toolbox/ui/toast';
import { DownloadIcon, ListChecksIcon, PlusIcon, SparklesIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from './card-grid';
import type { CardTileActions } from './card-tile';

const ALL = '__all__';
const NO_FOLDER = '__none__';

export interface RepositoryTabProps {
  world: World;
  commit(next: World | ((current: World) => World)): Promise<boolean>;
  onEdit(card: Card): void;
  onNew(): void;
}

// The dialogs (and Radix's dialog code) load when one first opens: the grid paints without them.
const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);
const ExportDialog = lazy(() =>
  import('./export-dialog').then((module) => ({ default: module.ExportDialog })),
);
const ImportDialog = lazy(() =>
  import('./import-dialog').then((module) => ({ default: module.ImportDialog })),
);
const PromptDialog = lazy(() =>
  import('./prompt-dialog').then((module) => ({ default: module.PromptDialog })),
);

const cardName = (card: Card) => card.name || card.id;

/** A card picture is stored in the world (IndexedDB, as a data: URL): keep each one small. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The value after `delay` ms without change (the search box's 250 ms). */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The card repository (CONTEXT.md Rules: Repository): search, filters, sorts, the virtualised
 * grid with each card's actions, delete mode with batch delete, initial cards, import and export.
 */
export function RepositoryTab({ world, commit, onEdit, onNew }: RepositoryTabProps) {
  const { t, i18n } = useTranslation('story-generator');
  const locale = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<CardType | typeof ALL>(ALL);
  const [sort, setSort] = useState<CardSort>('recent');
  const [folder, setFolder] = useState<string>(ALL);
  const [tag, setTag] = useState<string>(ALL);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const [exportText, setExportText] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<Card | undefined>();
  const [batchDeleting, setBatchDeleting] = useState(false);
  const [moving, setMoving] = useState<Card | undefined>();
  const [pictureFor, setPictureFor] = useState<Card | undefined>();
  const pictureInput = useRef<HTMLInputElement>(null);
  const copy = useCopyToClipboard({
    copiedMessage: t('repo.toast.copied'),
    failedMessage: t('repo.toast.copyError'),
  });

  const allCards = useMemo(() => Object.values(world.cards), [world.cards]);
  const { folders, tags } = useMemo(() => foldersAndTags(allCards), [allCards]);
  const shown = useMemo(
    () =>
      queryCards(
        allCards,
        {
          search: query,
          type: type === ALL ? 'all' : type,
          folder: folder === ALL ? undefined : folder === NO_FOLDER ? '' : folder,
          tag: tag === ALL ? undefined : tag,
          sort,
        },
        CARD_TYPES,
      ),
    [allCards, query, type, folder, tag, sort],
  );

  const actions: CardTileActions = useMemo(
    () => ({
      onEdit,
      onDuplicate: (card) => {
        const copyOf = duplicateCard(card, {
          copySuffix: t('repo.copySuffix'),
          taken: new Set(Object.keys(world.cards)),
        });
        void commit((current) => putCard(current, copyOf)).then((saved) => {
          if (saved) toast.success(t('repo.toast.duplicated', { name: cardName(copyOf) }));
        });
      },
      onCopyId: (card) => void copy(card.id),
      onMove: setMoving,
      onDelete: setDeleting,
      onPicture: (card) => {
        setPictureFor(card);
        pictureInput.current?.click();
      },
      onExportPng: async (card) => {
        if (card.type !== 'Character') return;
        try {
          const { exportCharacterCardPng } = await import('@toolbox/story-world/interop');
          const bytes = exportCharacterCardPng(card);
          downloadBlob(
            new Blob([bytes], { type: 'image/png' }),
            outputFileName({ name: cardName(card), defaultName: 'character', extension: '.png' }),
          );
        } catch {
          toast.error(t('repo.toast.exportError'));
        }
      },
      onToggleSelected: (card) =>
        setSelected((previous) => {
          const next = new Set(previous);
          if (next.has(card.id)) next.delete(card.id);
          else next.add(card.id);
          return next;
        }),
    }),
    [onEdit, commit, copy, t, world.cards],
  );

  async function setPicture(card: Card, file: File | undefined) {
    setPictureFor(undefined);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('repo.toast.pictureNotImage'));
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      toast.error(t('repo.toast.pictureTooLarge', { max: PICTURE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    const picture = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    }).catch(() => undefined);
    if (!picture) {
      toast.error(t('repo.toast.fileReadError'));
      return;
    }
    if (await commit((current) => putCard(current, { ...(current.cards[card.id] ?? card), picture }))) {
      toast.success(t('repo.toast.pictureSet', { name: cardName(card) }));
    }
  }

  function leaveSelecting() {
    setSelecting(false);
    setSelected(new Set());
  }

  async function addInitialCards() {
    const { initialCards } = await import('../../core/initial-cards');
    const { added, skipped } = missingInitialCards(world.cards, initialCards(locale));
    if (added.length === 0) {
      toast.info(t('repo.toast.initialAllExist'));
      return;
    }
    const saved = await commit((current) => added.reduce(putCard, current));
    if (saved) toast.success(t('repo.toast.initialAdded', { count: added.length, skipped }));
    else toast.error(t('repo.toast.initialFailed'));
  }

  async function runImport(bytes: Uint8Array, name: string) {
    // The character-card and lorebook readers (PNG chunks, zlib) load on the first import.
    const { importAny } = await import('../../core/import-any');
    const result = importAny({ bytes, name, taken: new Set(Object.keys(world.cards)) });
    if (!result.ok) {
      if (result.error === 'jsonFormat') toast.error(t('repo.toast.jsonFormatError'));
      else if (result.error === 'noCards')
        toast.error(t('repo.toast.importError', { reason: t('repo.toast.noCardsInFile') }));
      else toast.error(t('repo.toast.importError', { reason: result.reason ?? t('repo.toast.notACard') }));
      return;
    }
    const replaced = result.cards.filter((card) => card.id in world.cards).length;
    const saved = await commit((current) => result.cards.reduce(putCard, current));
    if (!saved) return;
    setImporting(false);
    toast.success(t('repo.toast.imported', { count: result.cards.length, replaced }));
    if (result.skipped.length > 0) {
      toast.warning(
        t('repo.toast.importSetAside', {
          count: result.skipped.length,
          reasons: result.skipped.slice(0, 3).join('; '),
        }),
      );
    }
    if (result.warnings.length > 0)
      toast.info(t('repo.toast.importWarnings', { warnings: result.warnings.slice(0, 3).join('; ') }));
  }

  function openExport() {
    if (allCards.length === 0) {
      toast.error(t('repo.toast.noDataToExport'));
      return;
    }
    try {
      setExportText(exportCards(shown.length > 0 ? shown : allCards));
    } catch {
      toast.error(t('repo.toast.exportError'));
    }
  }

  async function deleteOne(card: Card) {
    setDeleting(undefined);
    if (await commit((current) => removeCards(current, [card.id])))
      toast.success(t('repo.toast.deleted', { name: cardName(card) }));
  }

  async function deleteSelected() {
    setBatchDeleting(false);
    const ids = [...selected];
    if (await commit((current) => removeCards(current, ids))) {
      toast.success(t('repo.toast.batchDeleted', { count: ids.length }));
      leaveSelecting();
    }
  }

  async function moveToFolder(card: Card, name: string) {
    setMoving(undefined);
    const moved: Card = { ...card };
    if (name) moved.folder = name;
    else delete moved.folder;
    if (await commit((current) => putCard(current, moved)))
      toast.success(t('repo.toast.moved', { name: cardName(card) }));
  }

  const typeOptions = [
    { value: ALL, label: t('repo.allTypes') },
    ...CARD_TYPES.map((value) => ({ value, label: t(`cardTypes.${value}`) })),
  ];
  const sortOptions = CARD_SORTS.map((value) => ({ value, label: t(`repo.sort.${value}`) }));
  const folderOptions = [
    { value: ALL, label: t('repo.allFolders') },
    { value: NO_FOLDER, label: t('repo.noFolder') },
    ...folders.map((value) => ({ value, label: value })),
  ];
  const tagOptions = [
    { value: ALL, label: t('repo.allTags') },
    ...tags.map((value) => ({ value, label: value })),
  ];
  const allShownSelected = shown.length > 0 && shown.every((card) => selected.has(card.id));

  return (
    <section aria-labelledby="repo-title" className="space-y-4">
      <h2 id="repo-title" className="sr-only">
        {t('tabs.repo')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onNew}>
          <PlusIcon aria-hidden="true" />
          {t('repo.newCard')}
        </Button>
        <Button variant="outline" onClick={() => void addInitialCards()}>
          <SparklesIcon aria-hidden="true" />
          {t('repo.addInitial')}
        </Button>
        <Button variant="outline" onClick={() => setImporting(true)}>
          <UploadIcon aria-hidden="true" />
          {t('repo.import.button')}
        </Button>
        <Button variant="outline" onClick={openExport}>
          <DownloadIcon aria-hidden="true" />
          {t('repo.exportJson')}
        </Button>
        <Button
          variant={selecting ? 'secondary' : 'outline'}
          aria-pressed={selecting}
          onClick={() => (selecting ? leaveSelecting() : setSelecting(true))}
        >
          <ListChecksIcon aria-hidden="true" />
          {t('repo.deleteMode')}
        </Button>
      </div>

      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="font-medium text-sm">
            {t('repo.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('repo.searchPlaceholder')}
          />
        </div>
        {(
          [
            ['type', type, setType, typeOptions],
            ['sortBy', sort, setSort, sortOptions],
            ['folder', folder, setFolder, folderOptions],
            ['tag', tag, setTag, tagOptions],
          ] as const
        ).map(([key, value, onChange, options]) => (
          <div key={key} className="space-y-1">
            <span className="font-medium text-sm" id={`repo-${key}-label`}>
              {t(`repo.filter.${key}`)}
            </span>
            <NativeSelect
              aria-labelledby={`repo-${key}-label`}
              value={value as string}
              onValueChange={(next) => (onChange as (value: string) => void)(next)}
              options={options as readonly { value: string; label: string }[]}
            />
          </div>
        ))}
      </div>

      {selecting && (
        <div className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-card border border-border bg-card p-3 shadow-md">
          <span className="text-sm" aria-live="polite">
            {t('repo.selectedCount', { count: selected.size })}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setSelected(allShownSelected ? new Set() : new Set(shown.map((card) => card.id)))}
          >
            {allShownSelected ? t('repo.deselectAll') : t('repo.selectAll')}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() =>
              selected.size === 0 ? toast.error(t('repo.toast.selectFirst')) : setBatchDeleting(true)
            }
          >
            <Trash2Icon aria-hidden="true" />
            {t('repo.batchDelete', { count: selected.size })}
          </Button>
          <Button variant="ghost" size="sm" onClick={leaveSelecting}>
            {t('repo.leaveDeleteMode')}
          </Button>
        </div>
      )}

      {/* data-query: the search the list shows now (after the debounce), for the story-repo bench. */}
      <p
        className="text-muted-foreground text-sm"
        aria-live="polite"
        data-testid="card-count"
        data-query={query}
      >
        {t('repo.count', { shown: shown.length, total: allCards.length })}
      </p>

      {allCards.length === 0 ? (
        <div className="space-y-3 rounded-card border border-border border-dashed p-8 text-center">
          <p className="font-medium">{t('repo.empty.title')}</p>
          <p className="text-muted-foreground text-sm">{t('repo.empty.hint')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onNew}>{t('repo.newCard')}</Button>
            <Button variant="outline" onClick={() => void addInitialCards()}>
              {t('repo.addInitial')}
            </Button>
          </div>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-card border border-border border-dashed p-8 text-center text-muted-foreground">
          {t('repo.empty.noMatch')}
        </p>
      ) : (
        <CardGrid cards={shown} selecting={selecting} selected={selected} actions={actions} />
      )}

      <input
        ref={pictureInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (pictureFor) void setPicture(pictureFor, file);
        }}
      />
      <Suspense fallback={null}>
        {importing && (
          <ImportDialog
            open
            onOpenChange={setImporting}
            onImport={(bytes, name) => void runImport(bytes, name)}
          />
        )}
        {exportText !== undefined && (
          <ExportDialog
            text={exportText}
            count={exportText ? JSON.parse(exportText).cards.length : 0}
            onOpenChange={(open) => !open && setExportText(undefined)}
          />
        )}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(undefined)}
            title={t('repo.confirmDelete.title', { name: cardName(deleting) })}
            description={t('repo.confirmDelete.description')}
            confirmLabel={t('repo.confirmDelete.confirm')}
            cancelLabel={t('common.cancel')}
            variant="destructive"
            onConfirm={() => void deleteOne(deleting)}
          />
        )}
        {batchDeleting && (
          <ConfirmDialog
            open
            onOpenChange={setBatchDeleting}
            title={t('repo.confirmBatch.title', { count: selected.size })}
            description={t('repo.confirmDelete.description')}
            confirmLabel={t('repo.confirmDelete.confirm')}
            cancelLabel={t('common.cancel')}
            variant="destructive"
            onConfirm={() => void deleteSelected()}
          />
        )}
        {moving && (
          <PromptDialog
            open
            title={t('repo.moveDialog.title', { name: cardName(moving) })}
            label={t('repo.moveDialog.label')}
            initialValue={moving.folder ?? ''}
            allowBlank
            onOpenChange={(open) => !open && setMoving(undefined)}
            onConfirm={(name) => void moveToFolder(moving, name)}
          />
        )}
      </Suspense>
    </section>
  );
}
