import { exposeWorker } from '@toolbox/kit/worker-expose';
import { colorPaletteApi } from './api';

exposeWorker(colorPaletteApi);
