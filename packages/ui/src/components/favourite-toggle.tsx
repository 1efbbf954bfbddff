import { HeartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { Button } from './button';

export interface FavouriteToggleProps {
  /** Whether the tool is a favourite now: the heart is filled and `aria-pressed` is true. */
  isFavourite: boolean;
  /** Called on a press; the caller flips `isFavourite`. */
  onToggle: () => void;
  /** Shown to screen readers in the label: "Add JSON Tools to favourites". */
  toolName: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** A heart that adds or removes a tool from the user's favourites; filled red when on. */
export function FavouriteToggle({ isFavourite, onToggle, toolName, className }: FavouriteToggleProps) {
  const { t } = useTranslation('ui');
  // React escapes text itself; i18next's default HTML escaping would double-escape the name.
  const label = t(isFavourite ? 'favouriteToggle.remove' : 'favouriteToggle.add', {
    name: toolName,
    interpolation: { escapeValue: false },
  });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isFavourite}
      aria-label={label}
      title={label}
      onClick={onToggle}
      className={className}
    >
      <HeartIcon
        aria-hidden
        className={cn(
          'transition-colors',
          isFavourite ? 'fill-current text-destructive' : 'text-muted-foreground',
        )}
      />
    </Button>
  );
}
