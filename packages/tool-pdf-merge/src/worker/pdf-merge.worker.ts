import { exposeWorker } from '@toolbox/kit/worker-expose';
import { pdfMergeApi } from './api';

exposeWorker(pdfMergeApi);
