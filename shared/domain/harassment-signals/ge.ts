/**
 * Georgian insults and sexual harassment (the spec's `ge`). Listed form by form: "ბოზი" but not
 * "ბოზ*" (ბოზბაში, a soup). Left out: "შენი დედა" alone ("your mother"), "ძუძუ" (a breast,
 * also in breastfeeding), "სექსი".
 */
import type { HarassmentTerms } from './kinds.ts'

export const ge = {
  insult: [
    'ბოზი',
    'ბოზო',
    'ბოზს',
    'დებილი',
    'დებილო',
    'იდიოტო',
    'ნაბიჭვარი',
    'ნაბიჭვარო',
    'ძუკნა',
    'ძუკნავ',
    'დედას გიტყნავ',
    'დედამოტყნულ*',
  ],
  sexual: [
    'გაგიტყნავ',
    'მოგიტყნავ',
    'დაგიტყნავ',
    'ყლე',
    'ყლეს',
    'მუტელ*',
    'შიშველ* ფოტო*',
    'შიშველ* სურათ*',
  ],
} as const satisfies HarassmentTerms
