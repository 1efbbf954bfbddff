import { exposeWorker } from '@toolbox/kit/worker-expose';
import { jsonToolsApi } from './api';

exposeWorker(jsonToolsApi);
