// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cts from './fixtures/jsonpath-cts.json';
import { parseJsonInput, serializeJson } from './json-tools';
import { parseJsonPath, queryJsonPath } from './jsonpath';

/**
 * The JSONPath Compliance Test Suite (RFC 9535's own, fixtures/jsonpath-cts.LICENSE.txt): every
 * case must pass. Documents go through the tool's parser, as in the tool; results are compared as
 * the tool writes them. Where the RFC leaves the order open (object members), any listed result
 * is right.
 */
interface Case {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  results?: unknown[][];
  invalid_selector?: boolean;
}

const cases = (cts as { tests: Case[] }).tests;

describe('JSONPath Compliance Test Suite', () => {
  it('has all its cases', () => expect(cases.length).toBe(703));

  it.each(cases.filter((test) => test.invalid_selector))('rejects: $name', ({ selector }) => {
    expect(() => parseJsonPath(selector)).toThrow();
  });

  it.each(cases.filter((test) => !test.invalid_selector))(
    '$name',
    ({ selector, document, result, results }) => {
      const parsed = parseJsonInput(JSON.stringify(document));
      if (!parsed.ok) throw new Error('the suite document did not parse');
      const got = serializeJson(queryJsonPath(parsed.value, selector), '');
      const expected = (result ? [result] : (results ?? [])).map((option) => JSON.stringify(option));
      expect(expected).toContain(got);
    },
  );
});
