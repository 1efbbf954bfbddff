import { useRootData } from '#app/lib/root-data';

/**
 * A tool's icon, drawn from the server's icon sprite (`/tool-icons.svg`, see
 * `tool-icon-sprite.server.ts`), so no icon's code is in the page's JavaScript. Lucide's look:
 * 24 × 24, stroked in the current colour.
 */
export function ToolIcon({ name, className }: { name: string; className?: string }) {
  const { toolIconSprite } = useRootData();
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className={className}>
      <use href={`${toolIconSprite}#${name}`} />
    </svg>
  );
}
