/**
 * English insults and sexual harassment. Mild words ("idiot", "stupid") are listed only aimed
 * at the reader ("you idiot"): members call themselves idiots. Left out: "dick" (a name),
 * "cock" and "pussy" alone (a rooster, a cat), "sex" (members talk about chastity), "retardant".
 */
import type { HarassmentTerms } from './kinds.ts'

export const en = {
  insult: [
    'bitch',
    'bitches',
    'slut',
    'sluts',
    'slutty',
    'whore*',
    'cunt*',
    'skank*',
    'fuck you',
    'fuck off',
    'motherfucker*',
    'asshole*',
    'dumbass',
    'piece of shit',
    'retard',
    'retarded',
    'you idiot',
    'you moron',
    'you stupid',
    'you are stupid',
    'you re stupid',
    'you are an idiot',
    'you re an idiot',
  ],
  sexual: [
    'nudes',
    'nude pic*',
    'nude photo*',
    'dick pic*',
    'my dick',
    'my cock',
    'suck my',
    'blow job*',
    'your tits',
    'your boobs',
    'your pussy',
    'wanna fuck',
    'want to fuck',
    'fuck me',
    'sit on my face',
    'horny',
    'sexting',
    'sext me',
  ],
} as const satisfies HarassmentTerms
