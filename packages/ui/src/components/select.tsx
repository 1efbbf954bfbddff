import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { TOOLBOX_SCOPE } from '../scope';

/** Radix `Select.Root`: `value`/`onValueChange`, `disabled`, `name` for forms. */
export const SelectRoot = SelectPrimitive.Root;
/** Radix `Select.Value`: the chosen item's text in the trigger; `placeholder` when none. */
export const SelectValue = SelectPrimitive.Value;
/** Radix `Select.Group`: groups items (with a `Select.Label` for its name). */
export const SelectGroup = SelectPrimitive.Group;

/** Radix `Select.Trigger` props; give it an `aria-label` or an `id` a `<label>` points at. */
export interface SelectTriggerProps extends ComponentProps<typeof SelectPrimitive.Trigger> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** The button that shows the value and opens the list, 40 px high like `Input`. */
export function SelectTrigger({ className, children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'inline-flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-border bg-background px-3 text-foreground text-sm',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        'data-[placeholder]:text-muted-foreground [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden className="size-4 shrink-0 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** Radix `Select.Content` props (`side`, `align`, `onCloseAutoFocus`...). */
export interface SelectContentProps extends ComponentProps<typeof SelectPrimitive.Content> {
  /**
   * 'popper' (default): the list opens under the trigger at its width, like a native select.
   * 'item-aligned': the list covers the trigger with the chosen item over it (macOS style).
   */
  position?: 'popper' | 'item-aligned';
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** The list of options, in a portal, scrollable when long. */
export function SelectContent({ className, children, position = 'popper', ...props }: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        {...TOOLBOX_SCOPE}
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) overflow-hidden rounded-md border border-border bg-card text-foreground shadow-md',
          // cn() does not merge conflicting utilities, so each mode sets its own min-width.
          position === 'popper' ? 'min-w-(--radix-select-trigger-width) translate-y-1' : 'min-w-32',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center">
          <ChevronUpIcon aria-hidden className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center">
          <ChevronDownIcon aria-hidden className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** Radix `Select.Item` props: `value` (never ''), `disabled`, `textValue` for typeahead. */
export interface SelectItemProps extends ComponentProps<typeof SelectPrimitive.Item> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** One option; a check marks the chosen one. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-pointer select-none items-center rounded py-1.5 pr-2 pl-8 text-sm outline-none',
        'data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export interface SelectOption {
  /** Must not be empty: Radix reserves '' for "no value" (it shows the placeholder). */
  value: string;
  /** What the option says, in the list and in the trigger once chosen. */
  label: string;
}

export interface SelectProps {
  /** The chosen option's value; '' shows the placeholder. */
  value: string;
  /** Called with the value of the option picked. */
  onValueChange: (value: string) => void;
  /** The options, in order. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; defaults to a translated "Choose…". */
  placeholder?: string;
  /** Accessible name of the trigger, when no `<label>` names it. */
  'aria-label'?: string;
  /** Lets a `<label htmlFor>` name the trigger instead of `aria-label`. */
  id?: string;
  /** Default false. */
  disabled?: boolean;
  /** Classes of the trigger. */
  className?: string;
}

/** A ready-made single select for the common case; compose the parts above for anything richer. */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  'aria-label': ariaLabel,
  id,
  disabled,
  className,
}: SelectProps) {
  const { t } = useTranslation('ui');
  return (
    <SelectRoot value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={ariaLabel} className={className}>
        <SelectValue placeholder={placeholder ?? t('select.placeholder')} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </SelectRoot>
  );
}
