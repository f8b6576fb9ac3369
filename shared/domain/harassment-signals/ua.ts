/**
 * Ukrainian insults and sexual harassment (the spec's `ua`). Listed form by form where a stem
 * would reach innocent words: "сука" but not "сук*" (сукня, a dress). Left out: "повія" alone
 * (a neutral word for a prostitute), "член" (a member), "секс".
 */
import type { HarassmentTerms } from './kinds.ts'

export const ua = {
  insult: [
    'сука',
    'суки',
    'сучка',
    'курва',
    'курви',
    'шльондр*',
    'ти повія',
    'бляд*',
    'блять',
    'покидьок',
    'виродок',
    'падлюк*',
    'придурок',
    'ти ідіот',
    'ти ідіотка',
    'ти дурна',
    'ти тупа',
    'дебіл*',
    'мудак*',
    'нахуй',
  ],
  sexual: [
    'трахн*',
    'трахат*',
    'трахаю*',
    'цицьки',
    'цицьок',
    'голі фото',
    'голе фото',
    'фото без одягу',
    'нюдс*',
    'мінет*',
    'відсмокч*',
    'відсоси',
  ],
} as const satisfies HarassmentTerms
