/**
 * Greek insults and sexual harassment (the spec's `gr`), written with accents; the normalisation
 * strips them. That makes "μαλάκα" (wanker) and "μαλακά" (soft) one word, so it is listed only as
 * "ρε μαλάκα" and "μαλάκας". Left out: "σκύλα" alone (a female dog), "πίπα" alone (a pipe),
 * "γυμν*" as a stem (γυμναστήριο, the gym), "μαλακία" (nonsense, said of anything).
 */
import type { HarassmentTerms } from './kinds.ts'

export const gr = {
  insult: [
    'πουτάνα',
    'πουτάνες',
    'πουτανάκι',
    'παλιοπουτάνα',
    'καριόλα',
    'καριόλη',
    'παλιοσκύλα',
    'γαμήσου',
    'γαμιέσαι',
    'κωλόπαιδο',
    'ρε μαλάκα',
    'μαλάκας',
    'είσαι ηλίθια',
    'είσαι ηλίθιος',
    'ρε βλάκα',
  ],
  sexual: [
    'να σε γαμήσω',
    'θα σε γαμήσω',
    'ψωλή',
    'μουνί',
    'μουνάκι',
    'τα βυζιά σου',
    'γυμνή φωτογραφία',
    'γυμνές φωτογραφίες',
    'γυμνή φωτό',
    'στείλε γυμνή',
    'πάρε μου πίπα',
  ],
} as const satisfies HarassmentTerms
