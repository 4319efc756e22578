import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** Written before its end: sent in chunks unless a Content-Length was set (the framing kept). */
  written: boolean;
}

/**
 * The tests' server answers a request from memory once superstatic has answered it: the export
 * does not change while the tests run, and they load the same pages and scripts thousands of
 * times, which superstatic reads, hashes (the ETag) and matches against the config anew each time:
 * about 1 ms of CPU a request, 45 s of a full run. Superstatic still gives every first answer
 * (status, headers, body), so the memory repeats Hosting's rules and adds none. Only a plain GET
 * is kept or answered, by its URL and the encodings it accepts (the one request header an answer
 * varies with, when compressed); a conditional or partial request (If-None-Match,
 * If-Modified-Since, Range) and any other method go to superstatic every time.
 */
export function answerFromMemory() {
  const memory = new Map<string, Answer>();
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const { method, url = '', headers } = request;
    const conditional = headers['if-none-match'] || headers['if-modified-since'] || headers.range;
    if (method !== 'GET' || conditional) return next();
    const key = `${headers['accept-encoding'] ?? ''} ${url}`;
    const kept = memory.get(key);
    if (kept) {
      // As superstatic sends it (writeHead would fix the headers before the body's length is known).
      response.statusCode = kept.status;
      for (const [name, value] of Object.entries(kept.headers)) {
        if (value !== undefined) response.setHeader(name, value);
      }
      if (kept.written) response.write(kept.body);
      response.end(kept.written ? undefined : kept.body);
      return;
    }
    const chunks: Buffer[] = [];
    let written = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') {
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        );
      } else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const { write, end } = response;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      written = true;
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    // Kept only once sent whole (a client that went away leaves a partial body).
    response.once('finish', () => {
      const body = Buffer.concat(chunks);
      const length = response.getHeader('content-length');
      if (length === undefined || Number(length) === body.length) {
        memory.set(key, {
          status: response.statusCode,
          headers: response.getHeaders(),
          body,
          written,
        });
      }
    });
    next();
  };
}
