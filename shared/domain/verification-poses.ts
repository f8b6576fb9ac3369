/**
 * The poses a member copies in a verification selfie (docs/safety.md "Photo verification"). The
 * server picks one at random for each attempt (a member cannot choose it, so a selfie found
 * online rarely matches); the web draws each as an icon (never a photo of a person) with its
 * instruction. Stored values are exactly these ids: a pose asked is kept on the attempt, so an id
 * is never renamed or reused for another pose.
 */
export const VERIFICATION_POSES = [
  'hand-on-chin',
  'thumbs-up',
  'two-fingers-up',
  'hand-on-cheek',
  'open-palm',
  'finger-on-nose',
] as const
export type VerificationPose = (typeof VERIFICATION_POSES)[number]

/** What each pose asks, in English: the web's source text for its translations. */
export const VERIFICATION_POSE_INSTRUCTIONS = {
  'hand-on-chin': 'Rest your chin on your hand',
  'thumbs-up': 'Give a thumbs up beside your face',
  'two-fingers-up': 'Hold up two fingers beside your face',
  'hand-on-cheek': 'Put your palm on your cheek',
  'open-palm': 'Raise your open hand beside your face',
  'finger-on-nose': 'Touch the tip of your nose with one finger',
} as const satisfies Record<VerificationPose, string>

export function isVerificationPose(value: string): value is VerificationPose {
  return (VERIFICATION_POSES as readonly string[]).includes(value)
}

/**
 * The pose of a new attempt: one of the poses at random (`randomIndex(n)` answers 0..n-1), never
 * the one the member was asked the time before, so a rejected selfie cannot simply be sent again.
 */
export function choosePose(
  randomIndex: (count: number) => number,
  previous: string | null,
): VerificationPose {
  const choices = VERIFICATION_POSES.filter((pose) => pose !== previous)
  return choices[randomIndex(choices.length)]!
}
