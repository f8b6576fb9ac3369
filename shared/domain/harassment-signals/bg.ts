/**
 * Bulgarian insults and sexual harassment. Left out: "кучка" alone (a female dog: "имам кучка"),
 * "чукам" alone (to knock: "чукам на вратата"), "свирка" (a whistle), "педал" (a pedal),
 * "копеле" (also "mate"), "боклук" (rubbish).
 */
import type { HarassmentTerms } from './kinds.ts'

export const bg = {
  insult: [
    'курва',
    'курви',
    'курво',
    'путка',
    'путко',
    'мръсна кучка',
    'тъпа кучка',
    'ти си кучка',
    'ти си идиот',
    'ти си идиотка',
    'тъпанар*',
    'малоумник',
    'малоумнице',
    'шибан*',
    'еба ти',
    'мамка ти',
  ],
  sexual: [
    'да те чукам',
    'да те еба',
    'цици',
    'циците ти',
    'гола снимка',
    'голи снимки',
    'снимка гола',
  ],
} as const satisfies HarassmentTerms
