import type { HandOffItem } from '@toolbox/kit/hand-off';
import { subscribeShelf, takeDelivery } from '@toolbox/kit/shelf';
import { useEffect, useRef } from 'react';
import { useToolHost } from './tool-host';

/**
 * Receives what another tool, smart paste or a drop on the home page sent to this tool: on mount,
 * and whenever something new arrives while the page is open. `onReceive` puts the files or text
 * into the tool's input; the items are the tool's from then on.
 */
export function useHandOffReceiver(onReceive: (items: readonly HandOffItem[]) => void) {
  const toolId = useToolHost()?.toolId;
  const latest = useRef(onReceive);
  latest.current = onReceive;

  useEffect(() => {
    if (!toolId) return;
    const receive = () => {
      const items = takeDelivery(toolId);
      if (items) latest.current(items);
    };
    receive();
    return subscribeShelf(receive);
  }, [toolId]);
}
