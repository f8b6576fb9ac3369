/**
 * Russian insults and sexual harassment. Each form is listed where a stem would reach innocent
 * words: "сука" but not "сук*" (сукно), "трахн*" but not "трах*" (трахея; "страх" is kept out by
 * the word boundary), "урод" but not "урод*" (уродился). Left out: "тварь" (in church language
 * "вся тварь", all creation), "член" (a member of a family, of a parish), "козёл" (a goat),
 * "секс" (members talk about chastity), "дура" alone (members call themselves so).
 */
import type { HarassmentTerms } from './kinds.ts'

export const ru = {
  insult: [
    'сука',
    'суки',
    'сучка',
    'сучара',
    'шлюх*',
    'бляд*',
    'блять',
    'мразь',
    'мрази',
    'ублюд*',
    'мудак*',
    'мудил*',
    'дебил*',
    'долбоеб*',
    'еблан*',
    'урод',
    'уродина',
    'уродка',
    'ты идиот',
    'ты идиотка',
    'ты дура',
    'ты дурак',
    'ты тупая',
    'ты тупой',
    'ты проститутка',
    'нахуй',
    'пошла ты',
    'пиздуй',
    'пизда',
    'хуесос*',
  ],
  sexual: [
    'трахн*',
    'трахат*',
    'трахал*',
    'трахаю*',
    'выеб*',
    'отсос*',
    'минет*',
    'сиськи',
    'сиську',
    'сисек',
    'голые фото',
    'голое фото',
    'фото голой',
    'нюдс*',
    'мой хуй',
  ],
} as const satisfies HarassmentTerms
