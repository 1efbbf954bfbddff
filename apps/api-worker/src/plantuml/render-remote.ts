import plantumlEncoder from 'plantuml-encoder';
import { ApiError } from '../errors.ts';
import { MAX_SVG_BYTES } from './render-local.ts';

/**
 * Renders `source` with a PlantUML server: GET `${serverUrl}/svg/<standard encoding>`. The source
 * is always re-encoded with plantuml-encoder, so the path sent is only `[0-9A-Za-z_-]` whatever
 * form the client used. The server is the operator's choice (PLANTUML_SERVER_URL), so it is not
 * put through the crawler's address rules; its own security profile governs includes.
 */
export async function renderRemotely({
  source,
  serverUrl,
  timeoutMs,
}: {
  source: string;
  serverUrl: string;
  timeoutMs: number;
}): Promise<string> {
  const url = `${serverUrl.replace(/\/+$/, '')}/svg/${plantumlEncoder.encode(source)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'image/svg+xml' },
    });
  } catch (error) {
    throw remoteFailure(error, timeoutMs);
  }
  const contentType = response.headers.get('content-type') ?? '';
  const isSvg = contentType.toLowerCase().startsWith('image/svg+xml');
  if (response.status === 400 && isSvg) {
    await response.body?.cancel();
    const detail = response.headers.get('x-plantuml-diagram-error');
    const line = response.headers.get('x-plantuml-diagram-error-line');
    throw new ApiError(
      'DIAGRAM_ERROR',
      detail
        ? `PlantUML: ${detail}${line ? ` (line ${line})` : ''}`
        : 'PlantUML could not render this diagram',
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApiError('UPSTREAM_ERROR', `The PlantUML server answered HTTP ${response.status}`);
  }
  if (!isSvg) {
    await response.body?.cancel();
    throw new ApiError(
      'UPSTREAM_ERROR',
      `The PlantUML server answered ${contentType || 'no content type'}, not SVG`,
    );
  }
  try {
    return await readCapped(response);
  } catch (error) {
    throw remoteFailure(error, timeoutMs);
  }
}

async function readCapped(response: Response): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return '';
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_SVG_BYTES) {
      await response.body.cancel().catch(() => {});
      throw new ApiError('UPSTREAM_ERROR', 'The PlantUML server sent an SVG over 10 MB');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function remoteFailure(error: unknown, timeoutMs: number): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError('TIMEOUT', `The PlantUML server did not answer within ${timeoutMs / 1000} s`);
  }
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return new ApiError('UPSTREAM_ERROR', `Could not reach the PlantUML server${cause ? ` (${cause})` : ''}`);
}
