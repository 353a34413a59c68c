/**
 * Closing a connection whose request body is still arriving, after an early answer (a refused upload).
 * Draining the body would read all of it (a 1 GB upload to the end); destroying the socket at once makes the
 * client's next write hit a reset, and many clients (browsers included) then report the reset and never
 * read the answer that was already sent. So, as web servers' "lingering close" does: the answer is sent with
 * `Connection: close`, the write side is ended (the client sees the whole answer and the end), and the socket
 * is destroyed a moment later — after at most `maxMs`, or once `maxBytes` more have come in.
 */
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function closeAfterAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { maxMs?: number; maxBytes?: number } = {},
) {
  const maxMs = opts.maxMs ?? 1000;
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  reply.raw.shouldKeepAlive = false;
  const socket = request.raw.socket as Socket & { destroySoon?: () => void };
  if (!socket || socket.destroyed) return;
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
