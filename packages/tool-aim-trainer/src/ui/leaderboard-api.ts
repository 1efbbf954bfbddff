import {
  type LeaderboardEntry,
  parseLeaderboard,
  parseTicket,
  type RoundTicket,
  refusalFrom,
  type ScoreSubmission,
  type SubmitAnswer,
} from '../core/leaderboard';

/** The leaderboard endpoints of the site's API (CONTEXT.md Rules: Leaderboard, Ranked rounds). */
export const LEADERBOARD_PATHS = {
  today: '/api/leaderboard/today',
  submit: '/api/leaderboard',
  rounds: '/api/leaderboard/rounds',
} as const;

/** What the page asks the server; a test or a story passes its own. */
export interface LeaderboardApi {
  /** Today's entries as the server orders them; throws when they cannot be had. */
  fetchToday(signal?: AbortSignal): Promise<LeaderboardEntry[]>;
  /** A ranked round's ticket; throws when the server gives none. */
  requestRound(signal?: AbortSignal): Promise<RoundTicket>;
  /** Never throws: the answer says whether the score was taken, refused (and why) or not delivered. */
  submitScore(submission: ScoreSubmission): Promise<SubmitAnswer>;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** The site's own API, on the page's origin (or `baseUrl`). */
export function createLeaderboardApi({ baseUrl = '' }: { baseUrl?: string } = {}): LeaderboardApi {
  return {
    async fetchToday(signal) {
      const response = await fetch(`${baseUrl}${LEADERBOARD_PATHS.today}`, {
        headers: { accept: 'application/json' },
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseLeaderboard(await response.json());
    },

    async requestRound(signal) {
      const response = await fetch(`${baseUrl}${LEADERBOARD_PATHS.rounds}`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: '{}',
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const ticket = parseTicket(await response.json());
      if (!ticket) throw new Error('the server’s answer is not a round');
      return ticket;
    },

    async submitScore(submission) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${LEADERBOARD_PATHS.submit}`, {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify(submission),
        });
      } catch {
        return { status: 'unreachable' };
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const entry = body as LeaderboardEntry | undefined;
        if (entry && typeof entry.id === 'number') return { status: 'accepted', entry };
        return { status: 'refused', code: 'OTHER', httpStatus: response.status, message: '' };
      }
      return refusalFrom({
        httpStatus: response.status,
        body,
        retryAfter: response.headers.get('retry-after'),
      });
    },
  };
}
