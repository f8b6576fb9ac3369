/** A member's photo, or the initial of their first name. */
export function Avatar({ name, src, size }: { name: string; src: string | null; size: number }) {
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span className="avatar" aria-hidden="true" style={{ width: size, height: size }}>
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  )
}
