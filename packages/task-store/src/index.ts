export { getTaskDatabase, openTaskDatabase } from './database';
export {
  DEFAULT_ESTIMATE_MINUTES,
  declareTaskSchema,
  type QueueEntry,
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
export { sanitizeItem, sanitizeQueueEntry, sanitizeRows } from './validate';
