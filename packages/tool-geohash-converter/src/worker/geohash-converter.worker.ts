import { exposeWorker } from '@toolbox/kit/worker-expose';
import { geohashApi } from './api';

exposeWorker(geohashApi);
