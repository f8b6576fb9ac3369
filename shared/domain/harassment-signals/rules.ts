/**
 * The harassment prompts' rule set (issue #36, part 3): every language's lists and the version
 * of the whole. Raise HARASSMENT_RULES_VERSION with any change to a list or to the normalisation
 * (message-text/normalise.ts). Every message is read against every language's lists.
 */
import { catalogLists } from '../message-text/term-lists.ts'
import { bg } from './bg.ts'
import { en } from './en.ts'
import { ge } from './ge.ts'
import { gr } from './gr.ts'
import type { HarassmentKind } from './kinds.ts'
import { mk } from './mk.ts'
import { ro } from './ro.ts'
import { ru } from './ru.ts'
import { sr } from './sr.ts'
import { ua } from './ua.ts'

export const HARASSMENT_RULES_VERSION = 1

export const HARASSMENT_RULES = catalogLists<HarassmentKind>({ en, ru, sr, bg, ro, gr, mk, ua, ge })
