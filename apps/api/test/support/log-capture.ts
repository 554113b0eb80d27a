import { Writable } from 'node:stream';

/** A log destination for `startTestApp` that keeps every line it is given, for assertions. */
export function logCapture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, stream };
}
