// The peak resident memory of this process, for the bench's child processes.
import { readFileSync } from 'node:fs';

/**
 * Peak RSS in KB since this program started: Linux's VmHWM. Not `process.resourceUsage().maxRSS`:
 * Linux keeps that figure across fork and exec, so a child started by a bench runner already
 * holding 600 MB (after the JSON bench) reported 600 MB or more whatever it did itself.
 */
export function peakRssKb() {
  try {
    const line = readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmHWM:'));
    if (line) return Number(line.split(/\s+/)[1]);
  } catch {
    // not Linux: fall back below
  }
  return process.resourceUsage().maxRSS;
}
