import type { Request, Response } from "express";

/** How long, and how much, a refused body is still read and thrown away before the connection is cut. */
const lingerMs = 2_000;
const maxDiscardBytes = 32 * 1024 * 1024;

/**
 * Ends the connection after this answer without losing it. Closing a socket while the client is still
 * sending makes the kernel send a reset, and the client then drops our unread 413 with it. So, like
 * nginx's lingering close, the socket sends the answer and its FIN, then reads and discards what still
 * arrives for up to 2 s or 32 MB (never buffered), and only then is destroyed.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.setHeader("Connection", "close");
  const socket = req.socket as typeof req.socket & { destroySoon?: () => void };
  // Node's server calls destroySoon() once a `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxDiscardBytes) socket.destroy();
  });
  req.resume();
}
