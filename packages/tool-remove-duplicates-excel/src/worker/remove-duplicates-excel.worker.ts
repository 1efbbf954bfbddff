import { exposeWorker } from '@toolbox/kit/worker-expose';
import { removeDuplicatesApi } from './api';

exposeWorker(removeDuplicatesApi);
