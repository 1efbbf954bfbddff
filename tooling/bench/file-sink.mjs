import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * A byte sink over a file for the benches' child processes: chunks written in 1 MB batches (one
 * system call per chunk would measure the kernel), as the tools' workers write to a Blob sink.
 */
export function fileSink(path) {
  const fd = openSync(path, 'w');
  let batch = [];
  let size = 0;
  const flush = () => {
    if (size > 0) writeSync(fd, Buffer.concat(batch, size));
    batch = [];
    size = 0;
  };
  return {
    write(chunk) {
      batch.push(chunk);
      size += chunk.length;
      if (size >= 1 << 20) flush();
    },
    finish() {
      flush();
      closeSync(fd);
    },
  };
}
