import { Button } from '@toolbox/ui/button';
import { Trash2 } from 'lucide-react';

/** A row's remove button: its label names the row ("Remove timestamp 2"); off when it is the last row. */
export function RemoveRowButton({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
