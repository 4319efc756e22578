import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * The tests' server answers a request from memory once superstatic has answered it: the export
 * does not change while the tests run, and they load the same pages and scripts thousands of
 * times, which superstatic reads, hashes (the ETag) and matches against the config anew each time:
 * about 1 ms of CPU a request, 45 s of a full run. Superstatic gives every first answer (status,
 * headers, body, and whether it came in pieces), so the memory repeats Hosting's rules and adds
 * none. Only a plain GET or HEAD (the router's check before a prefetch) is kept or answered, by
 * its method, URL and the encodings it accepts (the one request header an answer varies with, when
 * compressed); a conditional or partial request and any other method reach superstatic every time.
 */
export function answerFromMemory() {
  type Answer = { status: number; headers: OutgoingHttpHeaders; body: Buffer; inPieces: boolean };
  const memory = new Map<string, Answer>();
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const { method, url, headers } = request;
    const conditional = headers['if-none-match'] || headers['if-modified-since'] || headers.range;
    if ((method !== 'GET' && method !== 'HEAD') || conditional) return next();
    const key = `${method} ${headers['accept-encoding'] ?? ''} ${url}`;
    const kept = memory.get(key);
    if (kept) {
      // As superstatic sent it: writeHead would fix the headers before the body's length is known.
      response.statusCode = kept.status;
      for (const [name, value] of Object.entries(kept.headers)) response.setHeader(name, value!);
      if (kept.inPieces) response.write(kept.body);
      return void response.end(kept.inPieces ? undefined : kept.body);
    }
    const chunks: Buffer[] = [];
    let inPieces = false;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, encoding as BufferEncoding));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.write = (chunk: unknown, ...rest: unknown[]) => {
      inPieces = true;
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    };
    response.end = (chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    };
    // Kept once sent whole (a client that went away leaves a partial body).
    response.once('finish', () => {
      const [body, length] = [Buffer.concat(chunks), response.getHeader('content-length')];
      if (length !== undefined && Number(length) !== body.length) return;
      memory.set(key, {
        status: response.statusCode,
        headers: response.getHeaders(),
        body,
        inPieces,
      });
    });
    next();
  };
}
