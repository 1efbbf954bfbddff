import { createStoredValue, guardSchema, isArrayOf, keepValidItems } from '@toolbox/kit/storage';
import { Button } from '@toolbox/ui/button';
import { Input } from '@toolbox/ui/input';
import { toast } from '@toolbox/ui/toast';
import { Trash2 } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DESIGN, type IconDesign, normalise } from '../core/design';
import { renderSvg } from '../core/render';
import { BUILT_IN_TEMPLATES, removeTemplate, type SavedTemplate, saveTemplate } from '../core/templates';

const isSavedTemplate = (value: unknown): value is SavedTemplate => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.createdAt === 'number' &&
    typeof entry.design === 'object' &&
    entry.design !== null &&
    typeof (entry.design as IconDesign).canvasSize === 'number'
  );
};

let damaged = false;
/** My templates in localStorage (`toolbox:icon-maker:templates`): a damaged entry costs only itself. */
const store = createStoredValue<SavedTemplate[]>({
  namespace: 'icon-maker',
  key: 'templates',
  schema: guardSchema(isArrayOf(isSavedTemplate)),
  defaultValue: [],
  repair: keepValidItems(isSavedTemplate),
  onRepair: () => {
    damaged = true;
  },
});
const NONE: SavedTemplate[] = [];

/** A small picture of a design (its text in the page's font: thumbnails only). */
function Thumbnail({ design }: { design: IconDesign }) {
  const svg = renderSvg(design, { exportSize: 56, thumbnailText: true });
  return (
    <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="" width={56} height={56} />
  );
}

/** My templates (saved designs) and the popular, built-in ones (CONTEXT.md Rules: Templates). */
export function TemplatesPanel({
  design,
  onApply,
}: {
  design: IconDesign;
  onApply: (template: Partial<IconDesign>) => void;
}) {
  const { t } = useTranslation('icon-maker');
  const nameId = useId();
  const saved = useSyncExternalStore(store.subscribe, store.read, () => NONE);
  const [name, setName] = useState('');
  if (damaged) {
    damaged = false;
    queueMicrotask(() => toast.warning(t('templates.repaired')));
  }

  function save() {
    const result = saveTemplate(saved, {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      name,
      design,
      createdAt: Date.now(),
    });
    if (!result.ok) {
      toast.error(t(result.reason === 'full' ? 'templates.full' : 'templates.noName'));
      return;
    }
    if (!store.write(result.templates)) toast.warning(t('templates.notStored'));
    else toast.success(t('templates.saved', { name: name.trim() }));
    setName('');
  }

  return (
    <div className="space-y-4">
      <section aria-labelledby={`${nameId}-mine`} className="space-y-3 rounded-lg border border-border p-3">
        <h2 id={`${nameId}-mine`} className="font-semibold">
          {t('templates.mine')}
        </h2>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={nameId} className="sr-only">
            {t('templates.name')}
          </label>
          <Input
            id={nameId}
            value={name}
            placeholder={t('templates.name')}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="outline">
            {t('templates.save')}
          </Button>
        </form>
        {saved.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('templates.none')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {saved.map((template) => (
              <li key={template.id} className="flex items-center gap-2 rounded-md border border-border p-1">
                <button
                  type="button"
                  className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm"
                  aria-label={t('templates.apply', { name: template.name })}
                  onClick={() => onApply(normalise({ ...DEFAULT_DESIGN, ...template.design }))}
                >
                  <Thumbnail design={normalise({ ...DEFAULT_DESIGN, ...template.design })} />
                  <span className="truncate">{template.name}</span>
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('templates.delete', { name: template.name })}
                  onClick={() => store.write(removeTemplate(saved, template.id))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby={`${nameId}-popular`}
        className="space-y-3 rounded-lg border border-border p-3"
      >
        <h2 id={`${nameId}-popular`} className="font-semibold">
          {t('templates.popular')}
        </h2>
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {BUILT_IN_TEMPLATES.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                title={t(`templates.names.${template.id}`)}
                aria-label={t('templates.apply', { name: t(`templates.names.${template.id}`) })}
                onClick={() => onApply(template.design)}
                className="rounded-md border border-transparent p-1 hover:border-border"
              >
                <Thumbnail design={normalise({ ...DEFAULT_DESIGN, ...template.design })} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
