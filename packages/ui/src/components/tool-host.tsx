import type { HandOffItem } from '@toolbox/kit/hand-off';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the page around a tool offers it: the site's tool page provides one, a host app may, and
 * without one every hook here does nothing (a tool works the same, minus links and hand-off).
 */
export interface ToolHost {
  /** The tool on this page. */
  toolId: string;
  /** Registers what "Copy link" shares (undefined withdraws it). */
  setShareSource?: (source: ShareSource | undefined) => void;
  /**
   * The tools that accept `items`, named in the page's language, for "Open in…"; a promise when
   * the host loads its matching on demand (the site does, to keep it off every page).
   */
  handOffTargets?: (
    items: readonly HandOffItem[],
  ) => readonly HandOffTarget[] | Promise<readonly HandOffTarget[]>;
  /** Leaves `items` on the shelf for `toolId` and opens that tool. */
  openIn?: (toolId: string, items: readonly HandOffItem[]) => void;
}

export interface ShareSource {
  /** The state a link restores, read when the link is made. */
  getState: () => unknown;
}

export interface HandOffTarget {
  id: string;
  name: string;
}

const ToolHostContext = createContext<ToolHost | undefined>(undefined);

export function ToolHostProvider({ value, children }: { value: ToolHost; children: ReactNode }) {
  return <ToolHostContext.Provider value={value}>{children}</ToolHostContext.Provider>;
}

export function useToolHost(): ToolHost | undefined {
  return useContext(ToolHostContext);
}
