/**
 * @jest-environment node
 *
 * The tests' server's memory (serve-memory.ts) in front of a handler that answers as superstatic
 * does (headers set one by one, the body written in pieces), counting the requests it sees.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFromMemory } from './serve-memory';

let handled: string[] = [];
let server: http.Server;
let base = '';

function behind(request: IncomingMessage, response: ServerResponse) {
  handled.push(`${request.method} ${request.url}`);
  if (request.url === '/cut/') {
    response.setHeader('Content-Length', 10);
    response.write('half');
    response.destroy(); // the client gets part of the body, then the connection closes
    return;
  }
  response.statusCode = request.url === '/missing/' ? 404 : 200;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('ETag', '"v1"');
  if (request.headers['if-none-match'] === '"v1"') {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.write(`${request.url} `);
  response.end(Buffer.from('answered'));
}

beforeAll(async () => {
  const memory = answerFromMemory();
  server = http.createServer((request, response) =>
    memory(request, response, () => behind(request, response)),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));
beforeEach(() => {
  handled = [];
});

async function get(url: string, init?: RequestInit) {
  const response = await fetch(base + url, init);
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  return { status: response.status, headers, body: await response.text() };
}

test('a plain GET is answered from memory after the first time, identically', async () => {
  const first = await get('/page/');
  expect(first).toMatchObject({ status: 200, body: '/page/ answered' });
  expect(await get('/page/')).toEqual(first);
  expect(await get('/missing/')).toMatchObject({ status: 404, body: '/missing/ answered' });
  expect(await get('/missing/')).toMatchObject({ status: 404, body: '/missing/ answered' });
  expect(handled).toEqual(['GET /page/', 'GET /missing/']);
});

test('a HEAD is kept apart from the GET of the same URL, and answered with no body', async () => {
  const first = await get('/head/', { method: 'HEAD' });
  expect(first).toMatchObject({ status: 200, body: '' });
  expect(await get('/head/', { method: 'HEAD' })).toEqual(first);
  expect(await get('/head/')).toMatchObject({ status: 200, body: '/head/ answered' });
  expect(handled).toEqual(['HEAD /head/', 'GET /head/']);
});

test('a conditional request, a partial one and other methods always reach the server', async () => {
  await get('/conditional/');
  const revalidated = await get('/conditional/', { headers: { 'If-None-Match': '"v1"' } });
  expect(revalidated.status).toBe(304);
  await get('/conditional/', { headers: { Range: 'bytes=0-3' } });
  await get('/conditional/', { method: 'POST', body: 'x' });
  await get('/conditional/', { method: 'POST', body: 'x' });
  expect(handled).toEqual([
    'GET /conditional/',
    'GET /conditional/',
    'GET /conditional/',
    'POST /conditional/',
    'POST /conditional/',
  ]);
});

test('answers are kept per accepted encoding', async () => {
  await get('/encoded/', { headers: { 'Accept-Encoding': 'gzip' } });
  await get('/encoded/', { headers: { 'Accept-Encoding': 'identity' } });
  await get('/encoded/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(handled).toEqual(['GET /encoded/', 'GET /encoded/']);
});

test('an answer cut short is not kept', async () => {
  await expect(get('/cut/')).rejects.toThrow();
  await expect(get('/cut/')).rejects.toThrow();
  expect(handled).toEqual(['GET /cut/', 'GET /cut/']);
});
