export { type LoadedTaskDatabase, loadTaskDatabase } from './load';
export {
  DEFAULT_ESTIMATE_MINUTES,
  declareTaskSchema,
  type QueueEntry,
  type SetAsideRow,
  TASK_DATABASE_NAME,
  type TaskDatabase,
  type TaskItem,
  type UiRow,
} from './schema';
export {
  addChildren,
  addParent,
  clearCompletedParents,
  deleteTask,
  importToQueue,
  type NewChild,
  queueLength,
  recomputeEstimates,
  reorderSiblings,
  toggleDone,
  updateTask,
} from './tasks';
export {
  ancestorsOf,
  childrenOf,
  descendantsOf,
  leafDescendantsOf,
  newChildOrder,
  newParentOrder,
  normaliseEstimate,
  rollUpEstimates,
} from './tree';
export {
  type RepairReport,
  readItems,
  readQueue,
  repairOnce,
  repairTaskDatabase,
  sanitizeItem,
  sanitizeQueueEntry,
  sanitizeRows,
} from './validate';
