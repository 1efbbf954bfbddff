import { type Card, historyKey, putCard } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { toast } from '@toolbox/ui/toast';
import { Redo2Icon, Undo2Icon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryDatabase } from '../storage/schema';
import { useStoryWorld } from './use-story-world';

type Tab = 'ai-story' | 'repo' | 'editor';

// Loaded when first needed, so the repository paints without the editor's and the slots' code.
const CardEditModal = lazy(() =>
  import('./card-editor/card-edit-modal').then((module) => ({ default: module.CardEditModal })),
);
// The repository renders once the world is read from IndexedDB, which needs the storage code
// first; its own code loads alongside (started on mount), so neither is in the page's first load.
const loadRepository = () => import('./repository/repository-tab');
const RepositoryTab = lazy(() => loadRepository().then((module) => ({ default: module.RepositoryTab })));

// The world chooser appears with the world list, which comes with the storage code anyway.
const WorldSwitcher = lazy(() =>
  import('./world-switcher').then((module) => ({ default: module.WorldSwitcher })),
);
const AiStoryTab = lazy(() =>
  import('./books/ai-story-tab').then((module) => ({ default: module.AiStoryTab })),
);
const EditorTab = lazy(() => import('./editor-tab').then((module) => ({ default: module.EditorTab })));

/** Whether a key press belongs to a text field (its own undo), not to the world. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The story-world builder (CONTEXT.md): the card repository and the editor (new cards, slots), a
 * world kept in this browser with undo and redo. The story books (ai-story tab) join it next.
 */
export default function StoryGeneratorTool({
  database,
  initialTab = 'ai-story',
}: {
  database?: () => StoryDatabase;
  /** The tab the page opens on (the spec's default: ai-story). */
  initialTab?: Tab;
}) {
  const { t } = useTranslation('story-generator');
  const story = useStoryWorld({ database });
  const [tab, setTab] = useState<Tab>(initialTab);
  const [editing, setEditing] = useState<{ card: Card; isNew: boolean } | undefined>();

  useEffect(() => {
    void loadRepository();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (editing || isTyping(event.target)) return;
      const action = historyKey(event);
      if (!action) return;
      event.preventDefault();
      void (action === 'undo' ? story.undo() : story.redo());
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editing, story]);

  async function save(card: Card): Promise<boolean> {
    const saved = await story.commit((current) => putCard(current, card));
    if (saved) toast.success(t('repo.toast.saved', { name: card.name || card.id }));
    return saved;
  }

  if (story.status === 'error') {
    return (
      <p role="alert" className="rounded-card border border-destructive p-4 text-destructive">
        {t('storage.openFailed')}
      </p>
    );
  }

  return (
    <div className="space-y-4" aria-busy={story.status === 'loading'}>
      {story.worlds.length > 0 && (
        <Suspense fallback={null}>
          <WorldSwitcher story={story} />
        </Suspense>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <div className="flex flex-wrap items-center gap-2">
          <TabsList>
            <TabsTrigger value="ai-story">{t('tabs.aiStory')}</TabsTrigger>
            <TabsTrigger value="repo">{t('tabs.repo')}</TabsTrigger>
            <TabsTrigger value="editor">{t('tabs.editor')}</TabsTrigger>
          </TabsList>
          <div className="ml-auto flex gap-1">
            <Button
              variant="outline"
              size="sm"
              disabled={!story.canUndo}
              onClick={() => void story.undo()}
              title={t('history.undoKeys')}
            >
              <Undo2Icon aria-hidden="true" />
              {t('history.undo')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!story.canRedo}
              onClick={() => void story.redo()}
              title={t('history.redoKeys')}
            >
              <Redo2Icon aria-hidden="true" />
              {t('history.redo')}
            </Button>
          </div>
        </div>
        <TabsContent value="ai-story" className="pt-4">
          {story.status === 'loading' ? (
            <p className="text-muted-foreground">{t('storage.loading')}</p>
          ) : (
            <Suspense fallback={<p className="text-muted-foreground">{t('storage.loading')}</p>}>
              <AiStoryTab
                world={story.world}
                worldId={story.worldId}
                commitWorld={(next, alongside) => story.commit(next, alongside)}
                onPickCards={() => setTab('editor')}
                database={database}
              />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="repo" className="pt-4">
          {story.status === 'loading' ? (
            <p className="text-muted-foreground">{t('storage.loading')}</p>
          ) : (
            <Suspense fallback={<p className="text-muted-foreground">{t('storage.loading')}</p>}>
              <RepositoryTab
                world={story.world}
                commit={story.commit}
                onEdit={(card) => setEditing({ card, isNew: false })}
                onNew={() => setTab('editor')}
              />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="editor" className="pt-4">
          <Suspense fallback={<p className="text-muted-foreground">{t('storage.loading')}</p>}>
            <EditorTab
              world={story.world}
              worldId={story.worldId}
              onCreate={(card) => setEditing({ card, isNew: true })}
            />
          </Suspense>
        </TabsContent>
      </Tabs>
      {editing && (
        <Suspense fallback={null}>
          <CardEditModal
            card={editing.card}
            world={story.world}
            isNew={editing.isNew}
            open
            onSave={save}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
