import type { Card, World } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { Input } from '@toolbox/ui/input';
import { useEffect, useId, useState } from 'react';

/** Stand-in with the edit modal's props until the full editor lands (name only). */
export function CardEditModal({
  card,
  open,
  onSave,
  onClose,
}: {
  card: Card;
  world: World;
  isNew: boolean;
  open: boolean;
  onSave(card: Card): Promise<boolean>;
  onClose(): void;
}) {
  const [name, setName] = useState(card.name);
  const nameId = useId();
  useEffect(() => setName(card.name), [card]);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{card.type}</DialogTitle>
        </DialogHeader>
        <label htmlFor={nameId}>Name</label>
        <Input id={nameId} value={name} onChange={(event) => setName(event.target.value)} />
        <DialogFooter>
          <Button onClick={() => void onSave({ ...card, name }).then((saved) => saved && onClose())}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
