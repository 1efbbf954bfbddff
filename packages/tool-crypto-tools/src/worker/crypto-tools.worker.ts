import { exposeWorker } from '@toolbox/kit/worker-expose';
import { cryptoToolsApi } from './api';

exposeWorker(cryptoToolsApi);
