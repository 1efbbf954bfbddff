/** The diagram tool's constants (CONTEXT.md Rules). */

export const ENGINES = ['mermaid', 'plantuml'] as const;
export type Engine = (typeof ENGINES)[number];

/** The code editor's minimum height. */
export const EDITOR_MIN_HEIGHT_PX = 400;
/** PNG export scale: twice the SVG's own size. */
export const PNG_SCALE = 2;
/** The server renders PlantUML sources up to 64 KB (UTF-8); the tool holds both engines to it. */
export const MAX_SOURCE_BYTES = 64 * 1024;
/** Where PlantUML diagrams are rendered: the product's own API. */
export const PLANTUML_SVG_PATH = '/api/plantuml/svg/';
/** How long a PlantUML render may take before the tool gives up. */
export const PLANTUML_TIMEOUT_MS = 20_000;
