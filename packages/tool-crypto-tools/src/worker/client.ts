import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { cryptoToolsApi } from './api';

const spawn = () =>
  new Worker(new URL('./crypto-tools.worker.ts', import.meta.url), { type: 'module', name: 'crypto-tools' });

/**
 * File hashing: started on the first file, ended after 30 s idle or on cancel (terminating the
 * worker stops the read at once and frees its chunk).
 */
export const cryptoFileWorker = createWorkerBridge<typeof cryptoToolsApi>(spawn);

/**
 * Text hashes, encryption and decryption: a second worker of the same code, so cancelling a file
 * never fails a cipher or a text hash that happens to be running.
 */
export const cryptoTextWorker = createWorkerBridge<typeof cryptoToolsApi>(spawn);
