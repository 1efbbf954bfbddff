import createModule from '@neslinesli93/qpdf-wasm';
import wasmUrl from '@neslinesli93/qpdf-wasm/dist/qpdf.wasm?url';
import { exposeWorker } from '@toolbox/kit/worker-expose';
import { startQpdf } from '../core/qpdf';
import { createUnlockApi } from './api';

// qpdf (and its WASM) is imported here only, so it loads with this worker and never with the page.
exposeWorker(createUnlockApi(() => startQpdf(createModule, wasmUrl)));
