/**
 * Closing a connection whose request body is still arriving, after an early answer: any error sent before
 * the body is complete (401, 403, 404, 413, 421, 429… and a refused upload), as the errors plugin arranges.
 * Draining the body would read all of it (a 1 GB upload to the end); destroying the socket at once makes the
 * client's next write hit a reset, and many clients (browsers included) then report the reset and never
 * read the answer that was already sent. So, as web servers' "lingering close" does: the answer is sent with
 * `Connection: close`, the write side is ended (the client sees the whole answer and the end), and the socket
 * is destroyed a moment later — after at most `maxMs`, or once `maxBytes` more have come in.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A request that announced a body (a length above 0, or chunks) that has not all arrived yet. */
export function bodyStillComing(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const LINGERING = Symbol('lingering close');

export function closeAfterAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { maxMs?: number; maxBytes?: number } = {},
) {
  const maxMs = opts.maxMs ?? 1000;
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  reply.raw.shouldKeepAlive = false;
  const socket = request.raw.socket as Socket & { destroySoon?: () => void; [LINGERING]?: true };
  if (!socket || socket.destroyed || socket[LINGERING]) return;
  socket[LINGERING] = true;
  // Node calls destroySoon on a `Connection: close` socket once the answer is written.
  socket.destroySoon = () => {
    const started = Date.now();
    const readAtEnd = socket.bytesRead;
    socket.end();
    const timer = setInterval(() => {
      if (socket.destroyed) clearInterval(timer);
      else if (Date.now() - started >= maxMs || socket.bytesRead - readAtEnd >= maxBytes) {
        clearInterval(timer);
        socket.destroy();
      }
    }, 20);
    timer.unref();
  };
}
