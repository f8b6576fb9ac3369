/**
 * The generated picture of a member without a photo: a head-and-shoulders silhouette on a
 * gradient, chosen from the member's id so the same member always looks the same and neighbours
 * in a list differ. The tones live in member-picture.css (light and dark variants).
 */

/** How many gradient tones member-picture.css defines (`data-tone` 0..TONES-1). */
export const TONES = 6
/** The directions the gradient may run, in degrees. */
const ANGLES = [150, 200, 120, 230] as const

/** The tone and the gradient's angle of a member's generated picture. */
export function generatedPictureOf(memberId: number): { tone: number; angle: number } {
  const id = Math.abs(Math.trunc(memberId))
  return { tone: id % TONES, angle: ANGLES[Math.floor(id / TONES) % ANGLES.length]! }
}
