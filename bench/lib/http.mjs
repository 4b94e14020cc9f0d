// The load generator's side of a server bench: raw keep-alive HTTP/1.1 connections and
// latency percentiles.
import { connect } from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection: a request at a time, written in one piece, the response
 * read by its Content-Length. node:http would cost the load generator, which shares the cores
 * with the server (and PostgreSQL), several times more CPU per request; the server sees
 * ordinary HTTP/1.1 requests either way.
 */
export class Connection {
  constructor(port) {
    this.port = port;
    this.buffer = Buffer.alloc(0);
    this.waiting = undefined;
    this.socket = undefined;
  }

  open() {
    return new Promise((resolveOpen, reject) => {
      const socket = connect(this.port, '127.0.0.1', () => resolveOpen());
      socket.setNoDelay(true);
      socket.on('data', (chunk) => this.onData(chunk));
      socket.on('error', (error) => this.fail(error));
      socket.on('close', () => this.fail(new Error('connection closed')));
      socket.once('error', reject);
      this.socket = socket;
    });
  }

  fail(error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  onData(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    const status = Number(head.slice(9, 12));
    // A view, not a copy: decoded only by the caller that reads it.
    const body = this.buffer.subarray(end + 4, end + 4 + length);
    this.buffer = this.buffer.subarray(end + 4 + length);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status, body });
  }

  /**
   * Sends one request (`headers` a preformatted block of `name: value\r\n` lines, `body` a
   * string); resolves {status, body (a Buffer), ms}.
   */
  request(method, path, headers = '', body = undefined) {
    const started = performance.now();
    return new Promise((resolveRequest, reject) => {
      this.waiting = {
        resolve: (res) => resolveRequest({ ...res, ms: performance.now() - started }),
        reject,
      };
      const length = body === undefined ? '' : `content-length: ${Buffer.byteLength(body)}\r\n`;
      this.socket.write(
        `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\n` +
          `${headers}${length}\r\n${body ?? ''}`,
      );
    });
  }

  close() {
    this.socket?.destroy();
  }
}

/** The p-th percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
