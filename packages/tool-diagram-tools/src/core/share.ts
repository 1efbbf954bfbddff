import { ENGINES, type Engine, MAX_SOURCE_BYTES } from './constants';
import { decodePlantUml } from './plantuml-encode';

export interface SharedDiagram {
  engine: Engine;
  code: string;
}

/**
 * Legacy reader (CONTEXT.md Rules: Export and share › Old links): before the page's "Copy link",
 * the tool made links whose fragment was `#<engine>:<code deflated, PlantUML's URL-safe base64>`.
 * They must still open. Gives the diagram, or undefined when the hash holds none (or a damaged one).
 */
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
