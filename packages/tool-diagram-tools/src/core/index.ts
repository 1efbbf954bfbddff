export { EDITOR_MIN_HEIGHT_PX, ENGINES, type Engine, MAX_SOURCE_BYTES, PNG_SCALE } from './constants';
export { errorLine, exportName, isBlank, isTooLong, svgSize } from './diagram';
export { decodePlantUml, encodePlantUml } from './plantuml-encode';
export { readShareFragment, type SharedDiagram } from './share';
export { parseSharedDiagram, type SharedDiagramState } from './share-state';
export { TEMPLATES, templateOf } from './templates';
