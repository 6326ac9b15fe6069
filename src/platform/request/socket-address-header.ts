/**
 * The header in which the server process (scripts/serve.mjs) hands a request's socket address to the
 * app, overwriting whatever a client sent under this name. Route handlers only see a Web Request,
 * which has no socket, and Next fills `X-Forwarded-For` from the socket only when the client sent
 * none, so a client would choose its own address; getClientAddress weighs this one against the
 * trusted proxies instead.
 */
export const SOCKET_ADDRESS_HEADER = 'x-acap-socket-address';
