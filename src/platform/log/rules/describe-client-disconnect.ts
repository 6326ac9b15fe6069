interface ErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  syscall?: unknown;
  cause?: unknown;
}

// How a request whose client went away fails, as Node, undici and Next report it:
// - Node's HTTP server, when the socket closes mid-body: Error "aborted", code ECONNRESET (and no
//   `syscall`: a database socket reset says `read ECONNRESET`, with syscall "read", and is ours);
// - a body stream read after the socket was gone: ERR_STREAM_PREMATURE_CLOSE;
// - the request's AbortSignal (Next aborts it when the response closes early): AbortError, or Next's
//   own ResponseAborted;
// - body parsers of other libraries: "Request aborted" (ECONNABORTED).
function reasonOf(error: ErrorShape): string | null {
  const { name, message, code } = error;
  if (code === 'ECONNRESET' && message === 'aborted' && error.syscall === undefined) return 'the connection was reset while the request was read';
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return 'the request stream closed early';
  if (code === 'ECONNABORTED' || message === 'Request aborted') return 'the request was aborted';
  if (name === 'AbortError' || code === 'ABORT_ERR' || name === 'ResponseAborted') return 'the request was aborted';
  return null;
}

/**
 * Why a request failed because its client disconnected (closed the tab, lost the network, gave up
 * on an upload), or null when the error is anything else. Such a failure is not the server's: it is
 * logged at info and answered without a 500. The `cause` chain is followed, as undici wraps a
 * socket error in TypeError "terminated".
 */
export function describeClientDisconnect(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const reason = reasonOf(current);
    if (reason) return reason;
    current = (current as ErrorShape).cause;
  }
  return null;
}
