/** Save & Continue moves on this long after the save (profile-faith-parish §9). */
export const CONTINUE_DELAY_MS = 500
