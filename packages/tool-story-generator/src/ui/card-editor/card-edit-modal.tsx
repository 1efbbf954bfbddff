import {
  type ApplyStrategy,
  applyPatch,
  type Card,
  type CardPatch,
  canGenerate,
  putCard,
  type World,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@toolbox/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { toast } from '@toolbox/ui/toast';
import { InfoIcon, Loader2Icon, SaveIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TYPE_STYLES, CardView } from '../card-view';
import { AdvancedFields } from './advanced-fields';
import { AiStrategyPanel, GenerationStatus } from './ai-panel';
import { NS } from './fields';
import { GeneralFields } from './general-fields';
import { canSave, checkSave, issueMessage, problemMessage, tidyCard } from './problems';
import { TypeEditor } from './type-editor';
import { type CardApiOptions, useCardGeneration } from './use-card-generation';

export interface CardEditModalProps {
  /** The card to edit (a blank one for a new card); the modal edits a copy. */
  card: Card;
  /** The world the card is saved into: checked with the card in it, and the deadline clocks' source. */
  world: World;
  /** A new card: "New … card" and a tip instead of "Edit … card". */
  isNew: boolean;
  open: boolean;
  /** Stores the card; resolve true when saved (the modal closes), false to keep the edit on screen. */
  onSave(card: Card): Promise<boolean>;
  onClose(): void;
  /** Where AI calls go: the page's own API when omitted (stories pass a stand-in `fetch`). */
  apiOptions?: CardApiOptions;
}

/**
 * Full-screen over the page, on phones too: the shared Dialog (focus kept inside, Escape closes)
 * stretched with important utilities, since its classes are appended, not merged.
 */
const FULL_SCREEN = cn(
  'inset-0! top-0! left-0! h-dvh! max-h-none! w-full! max-w-none! translate-x-0! translate-y-0!',
  'flex! flex-col! gap-0! overflow-hidden! rounded-none! border-0! p-0!',
);

/**
 * The card editor (CONTEXT.md Rules: Card view and editor): general information and the type's
 * form on the left, AI strategy and JSON settings on the right, a live preview on its own tab.
 */
export function CardEditModal({ open, onClose, ...props }: CardEditModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent className={FULL_SCREEN}>
          <CardEditor key={props.card.id} onClose={onClose} {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Drops the keys an edit cleared (durability, deadline), so "unlimited" is an absent field. */
function withoutUndefined(card: Card): Card {
  return Object.fromEntries(Object.entries(card).filter(([, value]) => value !== undefined)) as Card;
}

function CardEditor({ card, world, isNew, onSave, onClose, apiOptions }: Omit<CardEditModalProps, 'open'>) {
  const { t, i18n } = useTranslation(NS);
  const [draft, setDraft] = useState<Card>(() => structuredClone(card));
  const [highlighted, setHighlighted] = useState<readonly string[]>([]);
  const [tab, setTab] = useState('basic');
  const [strategy, setStrategy] = useState<ApplyStrategy>('overwrite');
  const [isStreaming, setStreaming] = useState(true);
  const [isSummaryMissing, setSummaryMissing] = useState(false);
  const [isChecked, setChecked] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [hasSaveFailed, setSaveFailed] = useState(false);
  const sectionId = useId();
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });

  const generation = useCardGeneration({
    apiOptions,
    onPatch: (patch: CardPatch, how: ApplyStrategy) => {
      const outcome = applyPatch(draftRef.current, patch, how);
      draftRef.current = outcome.card;
      setDraft(outcome.card);
      setHighlighted((before) => [...new Set([...before, ...outcome.changed])]);
      return outcome;
    },
  });
  const isGenerating = generation.state.status === 'generating';

  function update(patch: Partial<Card>, field: string) {
    setDraft((before) => withoutUndefined({ ...before, ...patch } as Card));
    setHighlighted((before) => (before.includes(field) ? before.filter((item) => item !== field) : before));
    setSaveFailed(false);
    if (field === 'summary') setSummaryMissing(false);
  }

  function generate() {
    if (!canGenerate(draft)) {
      setSummaryMissing(true);
      return;
    }
    setSummaryMissing(false);
    void generation.generate(
      {
        type: draft.type,
        name: draft.name.trim(),
        summary: draft.summary.trim(),
        locale: i18n.language?.startsWith('zh') ? 'zh' : 'en',
      },
      { isStreaming, strategy },
    );
  }

  const tidy = tidyCard(draft);
  const check = checkSave(tidy, world);
  const savedWorld = putCard(world, tidy);
  const invalidFields = new Set(isChecked ? check.problems.map((problem) => problem.field) : []);
  const showErrors = isChecked && !canSave(check);

  async function save() {
    setChecked(true);
    setSaveFailed(false);
    if (!canSave(check)) return;
    setSaving(true);
    let isSaved = false;
    try {
      isSaved = await onSave(tidy);
    } catch {
      isSaved = false;
    }
    setSaving(false);
    if (!isSaved) {
      setSaveFailed(true);
      return;
    }
    if (check.warnings.length > 0)
      toast.warning(t('editor.validation.warnings'), {
        description: check.warnings.map((issue) => issueMessage(issue, savedWorld, t)).join(' '),
      });
    onClose();
  }

  const editorProps = {
    onChange: update,
    isHighlighted: (field: string) => highlighted.includes(field),
    isInvalid: (field: string) => invalidFields.has(field),
  };
  const typeName = t(`cardTypes.${draft.type}`);

  return (
    <>
      <header
        className={cn(
          'flex flex-wrap items-center gap-2 border-b border-l-4 py-3 pr-14 pl-4',
          CARD_TYPE_STYLES[draft.type]?.header,
        )}
      >
        <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
          <DialogTitle className="break-words">
            {isNew ? t('editor.titleNew', { type: typeName }) : t('editor.titleEdit', { type: typeName })}
          </DialogTitle>
          <DialogDescription className="sr-only">{t('editor.description')}</DialogDescription>
        </div>
        <Button variant="outline" onClick={generate} disabled={isGenerating}>
          {isGenerating ? (
            <Loader2Icon aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <SparklesIcon aria-hidden />
          )}
          {isGenerating ? t('editor.ai.generating') : t('editor.ai.generate')}
        </Button>
        <Button onClick={() => void save()} disabled={isSaving}>
          <SaveIcon aria-hidden />
          {isSaving ? t('editor.saving') : t('editor.save')}
        </Button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
        <div className="mx-auto max-w-6xl space-y-4">
          {isNew && (
            <p className="flex items-start gap-2 rounded-md bg-accent p-3 text-sm">
              <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('editor.newCardInfo')}
            </p>
          )}
          {isSummaryMissing && (
            <p role="alert" className="text-destructive text-sm">
              {t('editor.ai.summaryRequired')}
            </p>
          )}
          {showErrors && (
            <section role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
              <h3 className="font-semibold text-destructive">{t('editor.validation.errors')}</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {check.problems.map((problem) => (
                  <li key={`${problem.field}-${problem.rule}`}>{problemMessage(problem, t)}</li>
                ))}
                {check.errors.map((issue) => (
                  <li key={`${issue.cardId}-${issue.rule}`}>{issueMessage(issue, savedWorld, t)}</li>
                ))}
              </ul>
            </section>
          )}
          {hasSaveFailed && (
            <p role="alert" className="font-medium text-destructive text-sm">
              {t('editor.saveFailed')}
            </p>
          )}
          <GenerationStatus
            state={generation.state}
            hasHighlights={highlighted.length > 0}
            onCancel={generation.cancel}
            onRetry={generate}
            onAccept={() => setHighlighted([])}
          />

          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('editor.tabs.label')}>
              <TabsTrigger value="basic">{t('editor.tabs.basic')}</TabsTrigger>
              <TabsTrigger value="preview">{t('editor.tabs.preview')}</TabsTrigger>
            </TabsList>
            {/* Kept mounted, so JSON being typed and the tags text survive a look at the preview. */}
            <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
              <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <div className="space-y-6">
                  <section aria-labelledby={`${sectionId}-general`} className="space-y-3">
                    <h3 id={`${sectionId}-general`} className="font-semibold">
                      {t('editor.general')}
                    </h3>
                    <GeneralFields card={draft} {...editorProps} />
                  </section>
                  <section aria-labelledby={`${sectionId}-type`} className="space-y-3">
                    <h3 id={`${sectionId}-type`} className="font-semibold">
                      {t('editor.typeFields', { type: typeName })}
                    </h3>
                    <TypeEditor card={draft} world={world} {...editorProps} />
                  </section>
                </div>
                <div className="space-y-6">
                  <section
                    aria-labelledby={`${sectionId}-ai`}
                    className="space-y-3 rounded-md border border-border p-4"
                  >
                    <h3 id={`${sectionId}-ai`} className="font-semibold">
                      {t('editor.ai.title')}
                    </h3>
                    <AiStrategyPanel
                      strategy={strategy}
                      onStrategyChange={setStrategy}
                      isStreaming={isStreaming}
                      onStreamingChange={setStreaming}
                      disabled={isGenerating}
                    />
                  </section>
                  <section aria-labelledby={`${sectionId}-advanced`} className="space-y-3">
                    <h3 id={`${sectionId}-advanced`} className="font-semibold">
                      {t('editor.advanced')}
                    </h3>
                    <AdvancedFields card={draft} onChange={update} />
                  </section>
                </div>
              </div>
            </TabsContent>
            <TabsContent value="preview">
              <div className="mx-auto max-w-xl">
                <CardView card={draft} defaultExpanded highlighted={highlighted} />
              </div>
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </>
  );
}
