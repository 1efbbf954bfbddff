export {
  COUNTDOWN_FROM,
  COUNTDOWN_MS,
  COUNTDOWN_STEP_MS,
  EDGE_PADDING,
  HISTORY_PAGE_SIZE,
  ROUND_MS,
  TARGET_RADIUS,
} from './constants';
export {
  type HistoryPage,
  isSessionRecord,
  listableSessions,
  type NewSessionRecord,
  paginate,
  type SessionRecord,
  sessionFromResult,
} from './history';
export {
  hashSeed,
  isLeaderboardEntry,
  type LeaderboardEntry,
  parseLeaderboard,
  parseTicket,
  REFUSAL_CODES,
  type RefusalCode,
  type RoundTicket,
  rankOf,
  refusalFrom,
  type ScoreSubmission,
  type SubmitAnswer,
} from './leaderboard';
export {
  displayName,
  generateNickname,
  NICKNAME_MAX_NUMBER,
  NICKNAME_MIN_NUMBER,
  NICKNAME_WORDS,
  type NicknameLocale,
} from './nickname';
export { isRoundResult, type RoundResult, scoreOf } from './result';
export {
  advanceRound,
  type ClickOutcome,
  clickRound,
  countdownNumber,
  IDLE_ROUND,
  isActive,
  isHit,
  msUntilNextChange,
  type Phase,
  type Point,
  type Round,
  roundResult,
  type Size,
  startRound,
  type Target,
  targetCenter,
  timeLeftMs,
} from './round';
export { averageReactionMs, computeScore, formatHitRate, type ScoreInput } from './score';
