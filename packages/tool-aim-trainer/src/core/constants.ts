/** The numbers of a round (CONTEXT.md Rules: Round, Targets, History). */

/** A round runs for 60 s once the countdown is over. */
export const ROUND_MS = 60_000;
/** The countdown shows 3, 2, 1, one second each. */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1000;
export const COUNTDOWN_MS = COUNTDOWN_FROM * COUNTDOWN_STEP_MS;

/** The target is a disc 28 px across (radius 14), in CSS pixels. */
export const TARGET_RADIUS = 14;
/** The target keeps 24 px between its edge and the play area's edge. */
export const EDGE_PADDING = 24;

/** The history dialog lists 10 rounds a page. */
export const HISTORY_PAGE_SIZE = 10;
