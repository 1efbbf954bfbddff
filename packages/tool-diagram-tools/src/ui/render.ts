/**
 * Rendering a diagram to SVG text (CONTEXT.md Rules: Rendering). Mermaid is imported only when the
 * first Mermaid diagram is rendered (its code never reaches the page's first load) and runs on the
 * main thread: it lays text out with the DOM, which a worker has not. PlantUML goes to the
 * product's own API.
 */

import { PLANTUML_SVG_PATH, PLANTUML_TIMEOUT_MS } from '../core/constants';

export class RenderError extends Error {
  override name = 'RenderError';
}

type Mermaid = typeof import('mermaid')['default'];
let mermaidModule: Promise<Mermaid> | undefined;
let renderCount = 0;

function loadMermaid(): Promise<Mermaid> {
  mermaidModule ??= import('mermaid').then(({ default: mermaid }) => {
    // 'strict', not the spec's 'loose': a pasted or shared diagram must not run script or
    // navigate (click handlers and HTML in labels are sanitised away).
    // Labels as SVG text, not HTML in a foreignObject: an image holding a foreignObject taints
    // the canvas it is drawn on, and the PNG export could not read it back.
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'default',
      htmlLabels: false,
      flowchart: { htmlLabels: false },
    });
    return mermaid;
  });
  return mermaidModule;
}

export async function renderMermaid(code: string): Promise<string> {
  const mermaid = await loadMermaid();
  const id = `diagram-tools-${++renderCount}`;
  try {
    const { svg } = await mermaid.render(id, code);
    return svg;
  } catch (error) {
    throw new RenderError(error instanceof Error ? error.message : String(error));
  } finally {
    // Mermaid leaves its scratch element behind when parsing fails.
    document.getElementById(`d${id}`)?.remove();
    document.getElementById(id)?.remove();
  }
}

export async function renderPlantUml(code: string, signal?: AbortSignal): Promise<string> {
  // fflate comes with the first PlantUML render, not with the page.
  const { encodePlantUml } = await import('../core/plantuml-encode');
  const timeout = AbortSignal.timeout(PLANTUML_TIMEOUT_MS);
  const response = await fetch(`${PLANTUML_SVG_PATH}${encodePlantUml(code)}`, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (response.ok) return response.text();
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: string };
    if (body.error) message = body.error;
  } catch {
    // not JSON: keep the status
  }
  throw new RenderError(message);
}

/** An SVG as a PNG at `scale`, on white (a transparent diagram is unreadable in a dark viewer). */
export async function svgToPng(
  svg: string,
  size: { width: number; height: number },
  scale: number,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(size.width * scale);
    canvas.height = Math.ceil(size.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
