import fc from 'fast-check'
import type { ContractVocabulary } from './contract-vocabulary.ts'
import type { Example } from './example-bodies.ts'
import type { Exchange } from './http-exchange.ts'

/** A write route as the Hono app lists it: 'POST', '/api/users/:id/snooze'. */
export interface WriteRoute {
  method: string
  path: string
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

/** Every write route the app answers, read from the app itself: a new route is covered by itself. */
export function writeRoutes(app: { routes: { method: string; path: string }[] }): WriteRoute[] {
  const seen = new Map<string, WriteRoute>()
  for (const { method, path } of app.routes) {
    if (WRITE_METHODS.includes(method) && !path.includes('*'))
      seen.set(`${method} ${path}`, { method, path })
  }
  return [...seen.values()]
}

/** The members a case may name: the signed-in one and another, so ownership checks can pass. */
export interface Cast {
  memberId: number
  otherId: number
}

/** Characters the screens or JSON trip on, and some ordinary ones around them. */
const awkwardCharacter = fc.constantFrom(
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\r',
  '\n',
  '\t',
  ' ',
  'a',
  'Z',
  '7',
  'é',
  'e\u0301',
  'Ω',
  '😀',
  '"',
  '\\',
  '%',
  '<',
  "'",
  '/',
)
/** What PostgreSQL cannot store: NUL, unpaired surrogates. */
const unstorableCharacter = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff')

/** Text with one character PostgreSQL cannot store somewhere in it. */
const unstorableString = fc
  .tuple(
    fc.string({ unit: awkwardCharacter, maxLength: 20 }),
    unstorableCharacter,
    fc.string({ maxLength: 5 }),
  )
  .map((pieces) => pieces.join(''))

const hostileString = (vocabulary: ContractVocabulary) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: awkwardCharacter, maxLength: 40 }) },
    { weight: 2, arbitrary: unstorableString },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 3, arbitrary: fc.constantFrom(...vocabulary.words) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.emailAddress() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ unit: awkwardCharacter, minLength: 1, maxLength: 3 }),
          fc.integer({ min: 100, max: 40_000 }),
        )
        .map(([piece, times]) => piece.repeat(times)),
    },
  )

/** JSON numbers written as text, so those JSON.stringify cannot write (1e999) are sent too. */
const numberToken = (cast: Cast) =>
  fc.oneof(
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.constantFrom(
      '0',
      '-0',
      '-1',
      '1.5',
      '2147483647',
      '2147483648',
      '9007199254740993',
      '1e21',
      '1e308',
      '1e999',
      '-1e999',
      '1e-999',
      '123456789012345678901234567890',
      String(cast.memberId),
      String(cast.otherId),
    ),
  )

const NUMBER_MARK = '\u{10fffd}#'

/** Any JSON value: objects keyed mostly by the contract's field names, any depth. */
const jsonValue = (vocabulary: ContractVocabulary, cast: Cast) => {
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...vocabulary.keys) },
    { weight: 1, arbitrary: hostileString(vocabulary) },
  )
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString(vocabulary),
      numberToken(cast).map((n) => NUMBER_MARK + n),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 8 }),
    ),
  })).value
}

/** Numbers travel as marked strings and are unquoted here, so 1e999 is sent too. */
const toJsonText = (value: unknown) =>
  JSON.stringify(value).replace(new RegExp(`"${NUMBER_MARK}([^"]*)"`, 'gu'), '$1')

/** The example as sent: its arbitrary fields (a fresh email, a client id) drawn. */
export const exampleBody = (example: Example) =>
  fc.record(
    Object.fromEntries(
      Object.entries(example).map(([name, field]) => [
        name,
        field instanceof fc.Arbitrary ? field : fc.constant(field),
      ]),
    ),
  )

/** A body the route accepts with one to three fields replaced by hostile values, or removed. */
const spoiledExample = (example: Example, vocabulary: ContractVocabulary, cast: Cast) => {
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileString(vocabulary) },
    { weight: 2, arbitrary: unstorableString },
    { weight: 2, arbitrary: jsonValue(vocabulary, cast) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...Object.keys(example)) },
    { weight: 1, arbitrary: fc.constantFrom(...vocabulary.keys) },
  )
  const drawn = exampleBody(example)
  return fc
    .tuple(drawn, fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 3 }))
    .map(([body, changes]) => toJsonText({ ...body, ...Object.fromEntries(changes) }))
}

/** Nesting deeper than any schema reads, with a NUL at the bottom (found by the NUL check). */
const deepNesting = fc
  .tuple(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom('[', '{"a":'))
  .map(
    ([depth, open]) => open.repeat(depth) + '"\\u0000"' + (open === '[' ? ']' : '}').repeat(depth),
  )

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
]

/** What a case sends as its body: JSON of any shape, a spoiled example, bytes, nothing, too much. */
interface Body {
  type?: string
  bytes?: Buffer
}

const body = (
  example: Example | undefined,
  vocabulary: ContractVocabulary,
  cast: Cast,
): fc.Arbitrary<Body> => {
  const json = (text: fc.Arbitrary<string>) =>
    text.map((text): Body => ({ type: 'application/json', bytes: Buffer.from(text, 'utf8') }))
  const spoiled = example
    ? [{ weight: 20, arbitrary: json(spoiledExample(example, vocabulary, cast)) }]
    : []
  return fc.oneof(
    ...spoiled,
    { weight: 8, arbitrary: json(jsonValue(vocabulary, cast).map(toJsonText)) },
    { weight: 2, arbitrary: json(deepNesting) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.option(fc.constantFrom(...CONTENT_TYPES)), fc.uint8Array({ maxLength: 300 }))
        .map(([type, bytes]): Body => ({ type: type ?? undefined, bytes: Buffer.from(bytes) })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    { weight: 1, arbitrary: json(fc.constant(`"${'x'.repeat(110 * 1024)}"`)) },
  )
}

/** A path parameter: the members' ids, numbers out of range, and text no route expects. */
const pathParam = (vocabulary: ContractVocabulary, cast: Cast) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(String(cast.memberId), String(cast.otherId)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '99999999999',
        '%00',
        '%',
        '%E0%A4%A',
        '%ED%A0%80',
        '..',
        '%2F',
      ),
    },
    { weight: 2, arbitrary: hostileString(vocabulary).map(percentEncode) },
  )

/** Percent-encodes every byte but the unreserved ones (a lone surrogate goes as U+FFFD). */
const percentEncode = (text: string) =>
  [...Buffer.from(text.slice(0, 200), 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('')

/** Who sends a case: the member, a moderator (the moderation routes go deeper), nobody. */
export type Actor = 'member' | 'moderator' | 'anonymous'

export interface HostileCase extends Exchange {
  actor: Actor
  overHttp: boolean
}

/** One hostile request to one of the write routes, by any actor, over HTTP or in-process. */
export function hostileCase(
  routes: WriteRoute[],
  examples: Record<string, Example>,
  vocabulary: ContractVocabulary,
  cast: Cast,
) {
  return fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        params: fc.array(pathParam(vocabulary, cast), { minLength: 3, maxLength: 3 }),
        query: fc.option(
          fc
            .tuple(fc.constantFrom(...vocabulary.keys), pathParam(vocabulary, cast))
            .map(([k, v]) => `?${k}=${v}`),
          { nil: '' },
        ),
        body: body(examples[`${route.method} ${route.path}`], vocabulary, cast),
        actor: fc.oneof(
          { weight: 5, arbitrary: fc.constant<Actor>('member') },
          { weight: 2, arbitrary: fc.constant<Actor>('moderator') },
          { weight: 1, arbitrary: fc.constant<Actor>('anonymous') },
        ),
        overHttp: fc.boolean(),
      }),
    )
    .map(({ route, params, query, body, actor, overHttp }): HostileCase => {
      let index = 0
      const path = route.path.replace(/:[A-Za-z]+/g, () => params[index++]!) + query
      const headers: Record<string, string> = body.type ? { 'content-type': body.type } : {}
      return { method: route.method, path, headers, body: body.bytes, actor, overHttp }
    })
}
