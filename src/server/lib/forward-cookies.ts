import type { FastifyReply } from 'fastify';

/** Passes the auth library's Set-Cookie headers (session, two-factor step, OAuth state) on to the client. */
export function forwardCookies(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}
