/**
 * Macedonian insults and sexual harassment, written in Cyrillic; each term is also matched in
 * Latin letters (message-text/latin-spelling.ts). Left out: "кучка" alone (a female dog),
 * "пушиш" ("do you smoke?"), "говно" alone (an exclamation).
 */
import type { HarassmentTerms } from './kinds.ts'

export const mk = {
  insult: [
    'курва',
    'курво',
    'пичка',
    'пичко',
    'глупачо',
    'будало',
    'кретену',
    'идиоту',
    'ебам ти',
    'еби се',
    'говно едно',
    'глупа кучка',
    'валкана кучка',
  ],
  sexual: ['да те ебам', 'цицки', 'гола слика', 'голи слики', 'курот ми', 'пуши ми го'],
} as const satisfies HarassmentTerms
