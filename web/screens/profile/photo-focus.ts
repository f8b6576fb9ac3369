/**
 * The navigation state that opens /profile with focus on its photo gallery (Settings'
 * "Profile Photos – Edit" leads there): `<Link to="/profile" state={FOCUS_PHOTO_STATE}>`.
 */
export const FOCUS_PHOTO_STATE = { focus: 'profile-photo' } as const

export function wantsPhotoFocus(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'focus' in state &&
    state.focus === FOCUS_PHOTO_STATE.focus
  )
}
