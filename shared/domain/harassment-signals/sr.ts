/**
 * Serbian insults and sexual harassment, written in Cyrillic; each term is also matched in Latin
 * letters (message-text/latin-spelling.ts). Left out: "кучка" alone (a female dog), "крава"
 * (a cow), "пушиш" ("do you smoke?"), "нуде" ("they offer"; the English "nudes" is listed in
 * en.ts), "смеће" (rubbish), "дебил*" as a stem (in Latin letters it would find "debilitating").
 */
import type { HarassmentTerms } from './kinds.ts'

export const sr = {
  insult: [
    'курва',
    'курво',
    'курве',
    'дроља',
    'дрољо',
    'пичка',
    'пичко',
    'глупача',
    'глупачо',
    'ти си глупа',
    'идиоте',
    'идиотко',
    'кретену',
    'кретенко',
    'јебем ти',
    'јеби се',
    'одјеби',
    'шупак*',
    'дебил',
    'дебилу',
    'дебилко',
    'ти си кучка',
    'глупа кучка',
  ],
  sexual: [
    'да те јебем',
    'јебао бих те',
    'курац',
    'курчин*',
    'сисе',
    'сисице',
    'голе слике',
    'гола слика',
    'попуши ми',
    'пуши ми га',
  ],
} as const satisfies HarassmentTerms
