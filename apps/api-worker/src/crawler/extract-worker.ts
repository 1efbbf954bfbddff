import { parentPort } from 'node:worker_threads';
import { extractPage } from './extract-page.ts';

/** Worker thread entry: `{ html, url }` in, `{ page }` or `{ error }` out (see extractor.ts). */
parentPort?.on('message', ({ html, url }: { html: string; url: string }) => {
  try {
    parentPort?.postMessage({ page: extractPage({ html, url: new URL(url) }) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
