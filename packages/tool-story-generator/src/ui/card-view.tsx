import {
  barPercent,
  type Card,
  type CardType,
  isCardType,
  relationLabel,
  tensionLabel,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NS = 'story-generator';

/**
 * One colour per card type (CONTEXT.md Rules: Card view and editor › Type colours): the header is
 * the hue's 500 at 15 % over the card, the badge text its 800 (light) or 200 (dark), which keeps
 * 6.3:1 or more in both themes. Full class names, so Tailwind finds them.
 */
export const CARD_TYPE_STYLES: Record<CardType, { header: string; badge: string }> = {
  CoreConcept: {
    header: 'bg-indigo-500/15 border-indigo-500',
    badge: 'border-indigo-800/40 text-indigo-800 dark:border-indigo-200/40 dark:text-indigo-200',
  },
  Character: {
    header: 'bg-sky-500/15 border-sky-500',
    badge: 'border-sky-800/40 text-sky-800 dark:border-sky-200/40 dark:text-sky-200',
  },
  Environment: {
    header: 'bg-emerald-500/15 border-emerald-500',
    badge: 'border-emerald-800/40 text-emerald-800 dark:border-emerald-200/40 dark:text-emerald-200',
  },
  SpecialObject: {
    header: 'bg-amber-500/15 border-amber-500',
    badge: 'border-amber-800/40 text-amber-800 dark:border-amber-200/40 dark:text-amber-200',
  },
  Faction: {
    header: 'bg-rose-500/15 border-rose-500',
    badge: 'border-rose-800/40 text-rose-800 dark:border-rose-200/40 dark:text-rose-200',
  },
  Goal: {
    header: 'bg-fuchsia-500/15 border-fuchsia-500',
    badge: 'border-fuchsia-800/40 text-fuchsia-800 dark:border-fuchsia-200/40 dark:text-fuchsia-200',
  },
};

/** The type's name in the page language, in the type's colour. */
export function CardTypeBadge({ type, className }: { type: CardType; className?: string }) {
  const { t } = useTranslation(NS);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs',
        CARD_TYPE_STYLES[type].badge,
        className,
      )}
    >
      {t(`cardTypes.${type}`)}
    </span>
  );
}

export interface CardViewProps {
  /** The card to show (a stored card, or the editor's draft for its live preview). */
  card: Card;
  /** Open with the details shown. Default false (summary and tags only). */
  defaultExpanded?: boolean;
  /** Fields to mark as changed by AI (`name`, `summary`, `tags`, or a type field such as `desire`). */
  highlighted?: readonly string[];
}

/**
 * A card: coloured header (type badge, name), summary and tags; the expand button reveals the
 * type's fields, conditions, theme vector and events (CONTEXT.md Rules: Card view and editor).
 */
export function CardView({ card, defaultExpanded = false, highlighted = [] }: CardViewProps) {
  const { t } = useTranslation(NS);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const nameId = useId();
  const detailsId = useId();
  const marked = new Set(highlighted);
  const name = card.name?.trim() || t('cardView.untitled');

  if (!isCardType(card.type)) {
    return (
      <article
        aria-labelledby={nameId}
        className="rounded-card border border-border border-dashed bg-card p-4 text-sm"
      >
        <h3 id={nameId} className="font-semibold">
          {name}
        </h3>
        <p className="mt-1 text-destructive">
          {t('cardView.unknownType', { type: String(card.type), interpolation: { escapeValue: false } })}
        </p>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={nameId}
      className="overflow-hidden rounded-card border border-border bg-card text-sm shadow-sm"
    >
      <header
        className={cn('flex items-center gap-2 border-l-4 px-4 py-2.5', CARD_TYPE_STYLES[card.type].header)}
      >
        <CardTypeBadge type={card.type} />
        <Marked isMarked={marked.has('name')} className="min-w-[8rem] flex-1">
          <h3 id={nameId} className="break-words font-semibold text-base text-foreground">
            {name}
          </h3>
        </Marked>
      </header>
      <div className="p-4">
        <div className="space-y-3">
          {card.picture && (
            <img
              src={card.picture}
              alt={t('cardView.pictureAlt', { name, interpolation: { escapeValue: false } })}
              className="max-h-48 w-full rounded-md object-cover"
            />
          )}
          <Marked isMarked={marked.has('summary')}>
            <p
              className={cn(
                'whitespace-pre-wrap break-words',
                !card.summary.trim() && 'text-muted-foreground',
              )}
            >
              {card.summary.trim() || t('cardView.noSummary')}
            </p>
          </Marked>
          {card.tags.length > 0 && (
            <Marked isMarked={marked.has('tags')}>
              <TagList items={card.tags} label={t('fields.tags')} />
            </Marked>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
            className="-ml-3"
          >
            {expanded ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
            {expanded ? t('cardView.collapse') : t('cardView.expand')}
          </Button>
        </div>
        <div id={detailsId} hidden={!expanded} className="mt-3">
          {expanded && <CardDetails card={card} marked={marked} />}
        </div>
      </div>
    </article>
  );
}

/** The type's fields, then conditions, theme vector and events. */
function CardDetails({ card, marked }: { card: Card; marked: ReadonlySet<string> }) {
  const { t } = useTranslation(NS);
  const row = (field: string, value: ReactNode) => (
    <Row key={field} label={t(`fields.${field}`)} isMarked={marked.has(field)}>
      {value}
    </Row>
  );
  const text = (field: string, value: string | undefined) => row(field, <TextValue value={value} />);
  let rows: ReactNode[];
  switch (card.type) {
    case 'CoreConcept':
      rows = [
        text('statement', card.statement),
        row(
          'tension',
          <span>
            <span className="tabular-nums">{card.tension}</span>
            {' · '}
            {t(`cardView.tension.${tensionLabel(card.tension)}`)}
          </span>,
        ),
        row('constraints', <TagList items={card.constraints} label={t('fields.constraints')} />),
        text('designGuide', card.designGuide),
      ];
      break;
    case 'Character':
      rows = [
        text('desire', card.desire),
        text('fear', card.fear),
        text('belief', card.belief),
        row(
          'traits',
          <ListValue items={card.traits} className="space-y-1">
            {(trait, index) => (
              // A read-only list; two traits may share a key, so the index is part of the key
              <li key={`${trait.key}-${index}`}>
                <span className="font-medium">
                  {trait.polarity === 1 ? '+' : '−'} {trait.key}
                </span>
                <span className="sr-only">
                  {' '}
                  ({t(`cardView.polarity.${trait.polarity === 1 ? 'positive' : 'negative'}`)})
                </span>
                {trait.notes ? <span className="text-muted-foreground"> — {trait.notes}</span> : null}
              </li>
            )}
          </ListValue>,
        ),
        row('resources', <ResourceGrid resources={card.resources} />),
        row('relations', <RelationList relations={card.relations} />),
      ];
      break;
    case 'Environment':
      rows = [
        text('image', card.image),
        text('rule', card.rule),
        text('secret', card.secret),
        row(
          'clocks',
          <ListValue items={card.clocks} className="space-y-2">
            {(clock) => (
              <li key={clock.id}>
                <Bar
                  label={clock.name || clock.id}
                  value={clock.value}
                  shown={`${t('cardView.clock', { value: clock.value, max: clock.max })} · ${t(`cardView.clockKinds.${clock.kind}`, { defaultValue: clock.kind })}`}
                />
              </li>
            )}
          </ListValue>,
        ),
      ];
      break;
    case 'SpecialObject':
      rows = [
        text('anomaly', card.anomaly),
        text('costRule', card.costRule),
        row('durability', <span className="tabular-nums">{card.durability ?? t('cardView.unlimited')}</span>),
      ];
      break;
    case 'Faction':
      rows = [text('stance', card.stance), row('reputation', <RelationList relations={card.reputation} />)];
      break;
    case 'Goal':
      rows = [text('successCondition', card.successCondition), text('deadlineClockId', card.deadlineClockId)];
      break;
  }
  const conditions = Object.entries(card.conditions);
  const theme = Object.entries(card.themeVector);
  return (
    <dl className="space-y-3 border-border border-t pt-3">
      {rows}
      <Row label={t('fields.conditions')}>
        {
          <ListValue items={conditions} className="space-y-0.5">
            {([key, value]) => (
              <li key={key}>
                <span className="font-medium">{key}</span>: <code>{JSON.stringify(value)}</code>
              </li>
            )}
          </ListValue>
        }
      </Row>
      <Row label={t('fields.themeVector')}>
        {
          <ListValue items={theme} className="space-y-2">
            {([key, value]) => (
              <li key={key}>
                <Bar label={key} value={value} shown={String(value)} />
              </li>
            )}
          </ListValue>
        }
      </Row>
      <Row label={t('cardView.events', { count: card.hooks.length })}>
        {
          <ListValue items={card.hooks} className="list-disc space-y-0.5 pl-5">
            {(hook) => <li key={hook.id}>{hook.name || hook.id}</li>}
          </ListValue>
        }
      </Row>
    </dl>
  );
}

/** A field: its label above its value; when the AI changed it, ringed with a note in the value. */
function Row({
  label,
  isMarked = false,
  children,
}: {
  label: string;
  isMarked?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <div data-highlighted={isMarked || undefined} className={cn(isMarked && markedClassName)}>
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 break-words">
        {children}
        {isMarked && <span className={markClassName}>{t('cardView.changedByAi')}</span>}
      </dd>
    </div>
  );
}

const markedClassName = 'rounded-md bg-accent p-1.5 ring-2 ring-primary';
const markClassName = 'mt-1 block font-medium text-primary text-xs';

/** Wraps what the AI changed in a ring with a visible "Changed by AI" note. */
function Marked({
  isMarked,
  className,
  children,
}: {
  isMarked: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (!isMarked) return <div className={className}>{children}</div>;
  return (
    <div data-highlighted="true" className={cn(markedClassName, className)}>
      {children}
      <span className={markClassName}>{t('cardView.changedByAi')}</span>
    </div>
  );
}

function TextValue({ value }: { value: string | undefined }) {
  const { t } = useTranslation(NS);
  if (!value?.trim()) return <span className="text-muted-foreground italic">{t('cardView.notSet')}</span>;
  return <span className="whitespace-pre-wrap">{value}</span>;
}

/** A list field's value: "not set" when empty, else one `<li>` per item from `children`. */
function ListValue<Item>({
  items,
  className,
  children,
}: {
  items: readonly Item[];
  className: string;
  children: (item: Item, index: number) => ReactNode;
}) {
  if (items.length === 0) return <TextValue value="" />;
  return <ul className={className}>{items.map(children)}</ul>;
}

function TagList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <TextValue value="" />;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list; constraints may repeat
        <li key={`${item}-${index}`} className="rounded-full bg-muted px-2 py-0.5 text-xs">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A number with a bar 10 % wide per unit (CONTEXT.md Rules: Card view and editor › Bars); the bar is decoration. */
function Bar({ label, value, shown }: { label: string; value: number; shown: string }) {
  return (
    <div>
      <div className="flex justify-between gap-2">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{shown}</span>
      </div>
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-muted">
        <div data-testid="bar" className="h-full bg-primary" style={{ width: `${barPercent(value)}%` }} />
      </div>
    </div>
  );
}

function ResourceGrid({ resources }: { resources: Record<string, number> }) {
  const entries = Object.entries(resources);
  if (entries.length === 0) return <TextValue value="" />;
  return (
    <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
      {entries.map(([name, amount]) => (
        <li key={name} className="flex justify-between gap-2 rounded-md bg-muted px-2 py-1">
          <span className="truncate">{name}</span>
          <span className="font-medium tabular-nums">{amount}</span>
        </li>
      ))}
    </ul>
  );
}

function RelationList({ relations }: { relations: Record<string, number> }) {
  const { t } = useTranslation(NS);
  const entries = Object.entries(relations);
  if (entries.length === 0) return <TextValue value="" />;
  return (
    <ul className="space-y-0.5">
      {entries.map(([target, value]) => (
        <li key={target} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{target}</span>
          <span className="tabular-nums">{value > 0 ? `+${value}` : value}</span>
          <span className="text-muted-foreground">{t(`cardView.relation.${relationLabel(value)}`)}</span>
        </li>
      ))}
    </ul>
  );
}
