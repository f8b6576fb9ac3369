/**
 * Romanian insults and sexual harassment, written with diacritics (the normalisation strips
 * them, so "târfă" also finds "tarfa"). Left out: "pula" alone (Pula, the Croatian resort),
 * "proastă" alone ("o idee proastă", a bad idea), "vacă" (a cow), "fut*" as a stem (the English
 * "future" in a Romanian message), "curve" (the English word; every list reads every message);
 * "muie" is kept, the boundary keeps "muiere" (a woman) out.
 */
import type { HarassmentTerms } from './kinds.ts'

export const ro = {
  insult: [
    'curvă',
    'curvo',
    'târfă',
    'târfo',
    'pizdă',
    'ești proastă',
    'proasto',
    'idioato',
    'idiotule',
    'cretino',
    'cretinule',
    'dobitoc*',
    'futu-ți',
    'du-te-n pula',
    'jigodie',
  ],
  sexual: [
    'te fut',
    'pula mea',
    'muie',
    'să mi-o sugi',
    'suge-mi-o',
    'țâțele tale',
    'sânii tăi',
    'poze nud*',
    'poze goală',
    'poză goală',
    'poze dezbrăcat*',
  ],
} as const satisfies HarassmentTerms
