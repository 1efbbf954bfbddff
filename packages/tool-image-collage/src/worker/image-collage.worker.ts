import { exposeWorker } from '@toolbox/kit/worker-expose';
import { imageCollageApi } from './api';

exposeWorker(imageCollageApi);
