import { exposeWorker } from '@toolbox/kit/worker-expose';
import { pdfSplitApi } from './api';

exposeWorker(pdfSplitApi);
