// The score formula is shared with the page (`@toolbox/kit/aim-score`): one expression, so the
// server's recomputation and the page's always agree (CONTEXT.md § Leaderboard › Score).
export {
  AIM_ROUND_MS as ROUND_MS,
  type AimScoreInput as ScoreInput,
  computeAimScore as computeScore,
} from '@toolbox/kit/aim-score';
