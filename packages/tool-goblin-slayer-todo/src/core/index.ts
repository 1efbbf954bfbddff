export {
  dragActivation,
  MOUSE_DRAG_DISTANCE_PX,
  TOUCH_DRAG_DELAY_MS,
  TOUCH_DRAG_TOLERANCE_PX,
} from './drag';
export {
  AI_LABEL,
  childrenFromSplit,
  PROMPT_TOO_LONG,
  planSplit,
  SPLIT_MAX_CHILDREN,
  SPLIT_PROMPT_MAX,
  SPLIT_TITLE_MAX,
  type SplitPlan,
  splitFailureReason,
  TITLE_MAX,
} from './split';
