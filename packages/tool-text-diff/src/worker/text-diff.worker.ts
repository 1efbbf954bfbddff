import { exposeWorker } from '@toolbox/kit/worker-expose';
import { textDiffApi } from './api';

exposeWorker(textDiffApi);
