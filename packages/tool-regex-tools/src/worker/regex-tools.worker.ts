import { exposeWorker } from '@toolbox/kit/worker-expose';
import { regexToolsApi } from './api';

exposeWorker(regexToolsApi);
