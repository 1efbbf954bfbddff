import { ENGINES, type Engine, MAX_SOURCE_BYTES } from './constants';
import { decodePlantUml, encodePlantUml } from './plantuml-encode';

export interface SharedDiagram {
  engine: Engine;
  code: string;
}

/**
 * A link's fragment holding a diagram: `#<engine>:<code deflated, PlantUML's URL-safe base64>`.
 * The fragment never reaches a server, so a shared diagram stays between the people who share it.
 */
export function shareFragment({ engine, code }: SharedDiagram): string {
  return `#${engine}:${encodePlantUml(code)}`;
}

/** The diagram in a link's fragment, or undefined when it holds none (or a damaged one). */
export function readShareFragment(hash: string): SharedDiagram | undefined {
  const match = /^#(mermaid|plantuml):([0-9A-Za-z_-]+)$/.exec(hash);
  if (!match) return undefined;
  const engine = match[1] as Engine;
  if (!ENGINES.includes(engine)) return undefined;
  try {
    const code = decodePlantUml(match[2] as string);
    if (new TextEncoder().encode(code).length > MAX_SOURCE_BYTES) return undefined;
    return { engine, code };
  } catch {
    return undefined;
  }
}
