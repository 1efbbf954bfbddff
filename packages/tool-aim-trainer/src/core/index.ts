export { type RunAimTrainerResult, runAimTrainer } from './aim-trainer';
