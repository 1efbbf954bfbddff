import { parentPort } from 'node:worker_threads';
import { extractPage } from './extract-page.ts';

/**
 * Worker thread entry: `{ html, url }` in; `{ started: true }` at once (the modules are loaded: the
 * extractor's time limit starts now), then `{ page }` or `{ error }` (see extractor.ts).
 */
parentPort?.on('message', ({ html, url }: { html: string; url: string }) => {
  parentPort?.postMessage({ started: true });
  try {
    parentPort?.postMessage({ page: extractPage({ html, url: new URL(url) }) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
