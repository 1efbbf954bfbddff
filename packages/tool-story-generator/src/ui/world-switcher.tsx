import { Button } from '@toolbox/ui/button';
import { NativeSelect } from '@toolbox/ui/native-select';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_WORLD_ID } from '../storage/schema';
import type { StoryWorld } from './use-story-world';

const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);
const PromptDialog = lazy(() =>
  import('./repository/prompt-dialog').then((module) => ({ default: module.PromptDialog })),
);

/** Choose, make, rename and delete worlds (CONTEXT.md Rules: Worlds). */
export function WorldSwitcher({ story }: { story: StoryWorld }) {
  const { t } = useTranslation('story-generator');
  const selectId = useId();
  const [dialog, setDialog] = useState<'new' | 'rename' | 'delete' | undefined>();
  const nameOf = (id: string, name: string) => name || (id === CURRENT_WORLD_ID ? t('worlds.first') : id);
  const open = story.worlds.find((item) => item.id === story.worldId);
  const openName = open ? nameOf(open.id, open.name) : '';

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={selectId} className="font-medium text-sm">
          {t('worlds.label')}
        </label>
        <NativeSelect
          id={selectId}
          className="w-56"
          value={story.worldId}
          onValueChange={story.openWorld}
          options={story.worlds.map((item) => ({
            value: item.id,
            label: t('worlds.option', { name: nameOf(item.id, item.name), count: item.cardCount }),
          }))}
        />
      </div>
      <Button variant="outline" size="sm" onClick={() => setDialog('new')}>
        <PlusIcon aria-hidden="true" />
        {t('worlds.new')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setDialog('rename')}
        aria-label={t('worlds.rename', { name: openName })}
      >
        <PencilIcon aria-hidden="true" />
        {t('worlds.renameShort')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={story.worldId === CURRENT_WORLD_ID}
        title={story.worldId === CURRENT_WORLD_ID ? t('worlds.firstKept') : undefined}
        onClick={() => setDialog('delete')}
        aria-label={t('worlds.delete', { name: openName })}
      >
        <Trash2Icon aria-hidden="true" />
        {t('worlds.deleteShort')}
      </Button>
      <Suspense fallback={null}>
        {(dialog === 'new' || dialog === 'rename') && (
          <PromptDialog
            open
            title={dialog === 'new' ? t('worlds.newTitle') : t('worlds.rename', { name: openName })}
            label={t('worlds.nameLabel')}
            initialValue={dialog === 'rename' ? (open?.name ?? '') : ''}
            onOpenChange={(next) => !next && setDialog(undefined)}
            onConfirm={(name) => {
              setDialog(undefined);
              void (dialog === 'new' ? story.createWorld(name) : story.renameWorld(name));
            }}
          />
        )}
        {dialog === 'delete' && (
          <ConfirmDialog
            open
            onOpenChange={(next) => !next && setDialog(undefined)}
            title={t('worlds.deleteTitle', { name: openName })}
            description={t('worlds.deleteDescription', { count: open?.cardCount ?? 0 })}
            confirmLabel={t('repo.confirmDelete.confirm')}
            cancelLabel={t('common.cancel')}
            variant="destructive"
            onConfirm={() => {
              setDialog(undefined);
              void story.deleteWorld();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
