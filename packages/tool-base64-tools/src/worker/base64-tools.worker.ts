import { exposeWorker } from '@toolbox/kit/worker-expose';
import { base64ToolsApi } from './api';

exposeWorker(base64ToolsApi);
