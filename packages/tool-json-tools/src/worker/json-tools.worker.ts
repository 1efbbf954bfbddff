import { exposeWorker } from '@toolbox/kit/worker-expose';
import wasmUrl from 'jq-wasm/jq.wasm?url';
import { createJsonToolsApi } from './api';

/** jq's WebAssembly build (about 360 KB gzip) is fetched on the first jq query, never before. */
exposeWorker(createJsonToolsApi(async () => (await import('jq-wasm')).loadJq({ wasmURL: wasmUrl })));
