/** A file-system rejection handler: a missing file or folder answers `fallback`, else rethrows. */
export function unlessMissing<T>(fallback: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return fallback
    throw error
  }
}
