import { ApiError } from '../errors.ts';
import { findExecutable } from './find-executable.ts';
import { prepareSandbox, renderLocally, type Sandbox } from './render-local.ts';
import { renderRemotely } from './render-remote.ts';
import { sanitizeSvg } from './sanitize-svg.ts';

export interface RendererSettings {
  /** Local command, a name on PATH or a path; `off` never renders locally. */
  command: string;
  serverUrl: string | undefined;
  timeoutMs: number;
  /** Local renders at once (each is a JVM); more wait their turn. */
  maxLocalRenders?: number;
  /** Where to look for the command (tests replace it to simulate "not installed"). */
  findCommand?: (command: string) => Promise<string | undefined>;
}

export interface DiagramRenderer {
  render(source: string): Promise<{ svg: string; renderer: 'local' | 'server' }>;
}

export const UNAVAILABLE_MESSAGE = 'PlantUML is not available: install plantuml or set PLANTUML_SERVER_URL';

/**
 * Renders with the local PlantUML when the command exists (looked up once, at the first render),
 * otherwise with the configured server, otherwise refuses with PLANTUML_UNAVAILABLE. A local
 * PlantUML that cannot be sandboxed also falls back to the server when there is one.
 */
export function createDiagramRenderer({
  command,
  serverUrl,
  timeoutMs,
  maxLocalRenders = 2,
  findCommand = (name) => findExecutable(name),
}: RendererSettings): DiagramRenderer {
  let local: Promise<{ executable: string; sandbox: Sandbox } | undefined> | undefined;
  const findLocal = () => {
    local ??= (async () => {
      if (command === 'off') return undefined;
      const executable = await findCommand(command);
      return executable ? { executable, sandbox: await prepareSandbox(executable) } : undefined;
    })();
    return local;
  };
  const slots = createSlots(maxLocalRenders);

  const renderOnServer = async (source: string) => {
    if (!serverUrl) throw new ApiError('PLANTUML_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    const svg = await renderRemotely({ source, serverUrl, timeoutMs });
    return { svg: sanitizeSvg(svg), renderer: 'server' as const };
  };

  return {
    async render(source) {
      const found = await findLocal();
      if (!found) return renderOnServer(source);
      try {
        const svg = await slots.run(() => renderLocally({ source, timeoutMs, ...found }));
        return { svg: sanitizeSvg(svg), renderer: 'local' };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PLANTUML_UNAVAILABLE' && serverUrl) {
          return renderOnServer(source);
        }
        throw error;
      }
    },
  };
}

/** At most `size` tasks at once; the rest wait in order. */
function createSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}
