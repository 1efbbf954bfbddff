import { exposeWorker } from '@toolbox/kit/worker-expose';
import { imageBase64Api } from './api';

exposeWorker(imageBase64Api);
