/** CONTEXT.md Rules: Dragging › Activation: on touch screens a task is dragged after a 250 ms long-press. */
export const TOUCH_DRAG_DELAY_MS = 250;

/**
 * How far (px) a finger may wander during the long-press before it counts as a scroll instead;
 * the spec is silent, 5 px is dnd-kit's usual choice.
 */
export const TOUCH_DRAG_TOLERANCE_PX = 5;

/** A mouse drag starts after 4 px of movement, so a click on the handle never moves a task. */
export const MOUSE_DRAG_DISTANCE_PX = 4;

/** The dnd-kit activation constraints of the task list's sensors. */
export const dragActivation = {
  touch: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE_PX },
  mouse: { distance: MOUSE_DRAG_DISTANCE_PX },
} as const;
