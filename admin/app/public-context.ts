/**
 * True on a public page or inside an embedding frame: there a 401 ends the session quietly,
 * without sending the visitor to /login (spec 000 §8).
 */
export function isPublicContext(): boolean {
  const { pathname, search } = window.location;
  const embedded = window.self !== window.top || new URLSearchParams(search).has('embed');
  return embedded || pathname === '/public' || pathname.startsWith('/public/');
}
