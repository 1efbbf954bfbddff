import type { RegexMatch } from './match';

/** A run of text: plain, inside match `match`, and inside numbered group `group` (1-based). */
export interface TextSegment {
  text: string;
  start: number;
  match?: number;
  group?: number;
}

/**
 * Cuts `text` into runs for highlighting. Inside a match, each character belongs to the
 * highest-numbered group covering it: nested groups are numbered after their parent, so the
 * innermost group wins. Matches do not overlap (each exec starts after the previous one).
 */
export function segmentText({
  text,
  matches,
}: {
  text: string;
  matches: readonly RegexMatch[];
}): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  matches.forEach((found, matchNumber) => {
    const end = found.index + found.match.length;
    if (found.index < position || found.match === '') return;
    if (found.index > position) segments.push({ text: text.slice(position, found.index), start: position });
    let runStart = found.index;
    let runGroup = groupAt(found, found.index);
    for (let offset = found.index + 1; offset <= end; offset += 1) {
      const group = offset < end ? groupAt(found, offset) : -1;
      if (group === runGroup) continue;
      segments.push({
        text: text.slice(runStart, offset),
        start: runStart,
        match: matchNumber,
        group: runGroup === 0 ? undefined : runGroup,
      });
      runStart = offset;
      runGroup = group;
    }
    position = end;
  });
  if (position < text.length) segments.push({ text: text.slice(position), start: position });
  return segments;
}

function groupAt(found: RegexMatch, offset: number): number {
  for (let group = found.groupRanges.length; group >= 1; group -= 1) {
    const range = found.groupRanges[group - 1];
    if (range && range[0] <= offset && offset < range[1]) return group;
  }
  return 0;
}
