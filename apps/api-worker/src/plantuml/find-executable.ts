import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The absolute path of `command` as the shell would find it on `searchPath` (a name), or the
 * command itself when it is a path; undefined when there is no such executable file.
 */
export async function findExecutable(
  command: string,
  searchPath: string = process.env.PATH ?? '',
): Promise<string | undefined> {
  const candidates = command.includes('/')
    ? [path.resolve(command)]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((directory) => path.join(directory, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // not there or not executable: try the next directory
    }
  }
  return undefined;
}
