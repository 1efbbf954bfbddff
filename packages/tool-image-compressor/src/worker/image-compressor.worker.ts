import { exposeWorker } from '@toolbox/kit/worker-expose';
import { imageCompressorApi } from './api';

exposeWorker(imageCompressorApi);
