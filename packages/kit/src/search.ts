export interface SearchableTool {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
}

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** How well one term matches one tool: name beats keyword beats description; 0 is no match. */
function scoreTerm(tool: SearchableTool, term: string): number {
  const name = normalise(tool.name);
  if (name === term) return 100;
  if (name.startsWith(term)) return 60;
  if (name.includes(term)) return 40;
  const keywords = tool.keywords.map(normalise);
  if (keywords.includes(term)) return 30;
  if (keywords.some((keyword) => keyword.includes(term))) return 20;
  if (normalise(tool.id).includes(term)) return 15;
  if (normalise(tool.description).includes(term)) return 10;
  return 0;
}

/**
 * Search over names, descriptions and keywords in the current language. Every whitespace-separated
 * term must match (terms are substrings, so Chinese needs no word splitting). Best match first,
 * registry order between equals. A blank query returns every tool.
 */
export function searchTools<Tool extends SearchableTool>({
  tools,
  query,
}: {
  tools: readonly Tool[];
  query: string;
}): Tool[] {
  const terms = normalise(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...tools];
  return tools
    .map((tool, index) => {
      let score = 0;
      for (const term of terms) {
        const termScore = scoreTerm(tool, term);
        if (termScore === 0) return undefined;
        score += termScore;
      }
      return { tool, score, index };
    })
    .filter((entry) => entry !== undefined)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.tool);
}
