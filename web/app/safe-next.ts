/**
 * The in-app path to return to after signing in: only a path of this site ('/…', not '//…'),
 * so a crafted link cannot send the member elsewhere.
 */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/'
}
