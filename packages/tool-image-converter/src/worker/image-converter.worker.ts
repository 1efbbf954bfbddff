import { exposeWorker } from '@toolbox/kit/worker-expose';
import { imageConverterApi } from './api';

exposeWorker(imageConverterApi);
