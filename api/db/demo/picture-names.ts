/**
 * The names of the demo members' pictures (pictures.ts): a name says everything needed to draw
 * the picture, `<userId>-d0000000-0000-4000-8000-<g><age><i>00000000`, so a missing file is drawn
 * again on its first read rather than lost.
 */

export interface DemoPictureMember {
  id: number
  gender: string
  age: number
}

const DEMO_PART = /^(\d+)-d0000000-0000-4000-8000-([01])([0-9a-f]{2})([0-9a-f])00000000$/

/** The name of the member's `index`th picture (0–3). */
export function demoPictureName(member: DemoPictureMember, index: number): string {
  const gender = member.gender === 'female' ? '1' : '0'
  const age = Math.min(member.age, 255).toString(16).padStart(2, '0')
  return `${member.id}-d0000000-0000-4000-8000-${gender}${age}${index.toString(16)}00000000`
}

/** Who and which picture a demo picture's name is, or null for any other photo. */
export function parseDemoPictureName(name: string) {
  const match = DEMO_PART.exec(name)
  if (!match) return null
  const [, id, gender, age, index] = match
  return {
    member: { id: Number(id), gender: gender === '1' ? 'female' : 'male', age: parseInt(age!, 16) },
    index: parseInt(index!, 16),
  }
}
