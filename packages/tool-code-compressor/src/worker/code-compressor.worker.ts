import { exposeWorker } from '@toolbox/kit/worker-expose';
import { codeCompressorApi } from './api';

exposeWorker(codeCompressorApi);
