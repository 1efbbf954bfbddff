import { exposeWorker } from '@toolbox/kit/worker-expose';
import { createJsonToolsApi } from './api';

/**
 * jq's WebAssembly build (332 KB gzip) is imported on the first jq query, never before. Its
 * browser entry finds `jq.wasm` with `new URL('./build/jq.wasm', import.meta.url)`, which the
 * bundler emits as an asset beside it.
 */
exposeWorker(createJsonToolsApi(async () => (await import('jq-wasm')).loadJq()));
