import * as z from './zod.ts'
import { storableText } from './text.ts'
import {
  PROFILE_PROMPT_IDS,
  PROFILE_PROMPTS_MAX,
  PROMPT_ANSWER_MAX,
} from '../domain/profile-prompts.ts'
import { ClientIdSchema } from './ids.ts'

/**
 * Profile prompts (issue #37, docs/profile-prompts.md): a member's answers to up to three prompts
 * of PROFILE_PROMPTS, shown on their profile between the photos.
 */

export const PROFILE_PROMPT_MESSAGES = {
  unknownPrompt: 'Choose a prompt from the list',
  answerRequired: 'Write an answer to the prompt',
  answerTooLong: `An answer must be at most ${PROMPT_ANSWER_MAX} characters`,
  tooMany: `A profile shows at most ${PROFILE_PROMPTS_MAX} prompts`,
  repeated: 'Each prompt can be answered once',
} as const
const M = PROFILE_PROMPT_MESSAGES

/** One answered prompt: which prompt (its id, never its words) and the member's answer. */
export const PromptAnswerSchema = z.object({
  promptId: z.enum(PROFILE_PROMPT_IDS, { error: M.unknownPrompt }),
  answer: z
    .string({ error: M.answerRequired })
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, M.answerRequired),
      z.maxLength(PROMPT_ANSWER_MAX, M.answerTooLong),
    ),
})
export type PromptAnswer = z.infer<typeof PromptAnswerSchema>

/** The answers as a profile shows them, in order (at most PROFILE_PROMPTS_MAX, each prompt once). */
export const PromptAnswersSchema = z.array(PromptAnswerSchema).check(
  z.maxLength(PROFILE_PROMPTS_MAX, M.tooMany),
  z.refine((answers) => new Set(answers.map((a) => a.promptId)).size === answers.length, {
    message: M.repeated,
  }),
)

/**
 * PUT /api/profile/prompts: the member's answers, all of them, in the order shown (an empty list
 * removes them). `revision` is the version of the answers the edit began from (GET answers it;
 * 0 before any): a change is applied only to that version, so an edit queued offline never
 * overwrites one made meanwhile on another device (409 `edit_conflict`). `clientId` makes a replay
 * answer the member again instead of 409.
 */
export const PutPromptAnswersSchema = z.object({
  answers: PromptAnswersSchema,
  revision: z.int({ error: 'revision must be a whole number' }).check(z.nonnegative()),
  clientId: ClientIdSchema,
})
export type PutPromptAnswers = z.input<typeof PutPromptAnswersSchema>

/** GET and PUT /api/profile/prompts answer the member's answers and their version. */
export const OwnPromptAnswersSchema = z.object({
  answers: z.array(PromptAnswerSchema),
  revision: z.int().check(z.nonnegative()),
})
export type OwnPromptAnswers = z.infer<typeof OwnPromptAnswersSchema>
