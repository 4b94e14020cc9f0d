import type { SocketLike } from '../lib/realtime';

/** A WebSocket the test drives: it opens, speaks and closes when told. */
export class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
