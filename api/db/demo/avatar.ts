import { initials } from '@dicebear/collection'
import { createAvatar } from '@dicebear/core'

/** Warm, muted backgrounds that suit the app's burgundy and gold. */
const BACKGROUNDS = ['7a1f2b', 'a0522d', 'b8860b', '556b2f', '2f4f6f', '5d3a6e', '8b4513', '3e6259']

/**
 * A member's avatar: their initials on a coloured disc, generated here as an SVG data URI
 * (about 2 KB), so no image host is involved. The same name always gives the same picture.
 */
export function initialsAvatar(fullName: string): string {
  return createAvatar(initials, {
    seed: fullName,
    backgroundColor: BACKGROUNDS,
    radius: 50,
    fontWeight: 600,
  }).toDataUri()
}
