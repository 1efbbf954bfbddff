import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import { isRoundResult, type RoundResult } from '../core/result';

/**
 * The nickname (CONTEXT.md Rules: Nickname › Stored): `toolbox:aim-trainer:user_name`. null when
 * none was ever made (one is then generated), a string otherwise.
 */
export const storedNickname = createStoredValue<string | null>({
  namespace: 'aim-trainer',
  key: 'user_name',
  schema: guardSchema((value): value is string | null => typeof value === 'string' || value === null),
  defaultValue: null,
});

/**
 * The last finished round (CONTEXT.md Rules: Result panel › Stored):
 * `toolbox:aim-trainer:last_reaction_result`, ignored unless its four fields are numbers.
 */
export const storedLastResult = createStoredValue<RoundResult | null>({
  namespace: 'aim-trainer',
  key: 'last_reaction_result',
  schema: guardSchema((value): value is RoundResult | null => value === null || isRoundResult(value)),
  defaultValue: null,
});
