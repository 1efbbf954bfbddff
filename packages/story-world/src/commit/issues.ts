/**
 * What the story result checks and the safe commit report (CONTEXT.md Rules: Safe commit). Each
 * issue has a machine `code`, which the page translates, and an English `message` for logs; the
 * optional fields say where it arose, for the page's wording.
 */
export type StoryIssueCode =
  // Story result checks: errors
  | 'result_not_object'
  | 'segment_missing'
  | 'summary_missing'
  | 'card_updates_not_list'
  | 'update_not_object'
  | 'update_card_id'
  | 'update_changes'
  | 'new_clocks_not_list'
  | 'clock_not_object'
  | 'clock_id'
  | 'clock_name'
  | 'clock_max'
  | 'clock_value'
  | 'resource_changes_not_map'
  | 'resource_change_not_number'
  // Story result checks: warnings
  | 'segment_short'
  | 'segment_long'
  | 'summary_long'
  | 'update_no_reason'
  | 'clock_over_max'
  // Safe commit: refusals
  | 'card_missing'
  | 'card_id_mismatch'
  | 'path_malformed'
  | 'path_protected'
  | 'path_prototype'
  | 'path_blocked'
  | 'value_invalid'
  | 'relation_invalid'
  | 'resource_invalid'
  | 'clocks_not_list'
  | 'durability_invalid'
  | 'traits_invalid'
  | 'condition_invalid'
  | 'card_unreadable'
  | 'card_invalid'
  | 'constraints_blocked'
  // Safe commit: warnings
  | 'update_too_large'
  | 'number_out_of_range'
  | 'resource_clamped'
  | 'constraint_violation'
  | 'card_updates_disabled'
  | 'new_clocks_disabled'
  | 'resource_changes_disabled'
  | 'clock_exists'
  | 'clock_skipped'
  | 'clock_clamped'
  | 'resource_change_skipped';

export interface StoryIssue {
  code: StoryIssueCode;
  message: string;
  /** The card update's card, when the issue is about one. */
  cardId?: string;
  /** The changed path (dotted), or a result field such as `newClocks.0.max`. */
  path?: string;
  clockId?: string;
  resource?: string;
  /** The world constraint as written. */
  constraint?: string;
}

export function issue(
  code: StoryIssueCode,
  message: string,
  where: Omit<StoryIssue, 'code' | 'message'> = {},
) {
  return { code, message, ...where } satisfies StoryIssue;
}
