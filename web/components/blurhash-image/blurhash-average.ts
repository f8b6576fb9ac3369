const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~'

/**
 * The mean colour of a BlurHash as a CSS colour (its DC term: characters 2-5, base 83, sRGB), or
 * null for a string too short or not base 83. For a small round picture the blur is that colour
 * anyway, and reading it needs no decoder (the first screen's JavaScript budget).
 */
export function blurhashAverage(hash: string): string | null {
  if (hash.length < 6) return null
  let value = 0
  for (const char of hash.slice(2, 6)) {
    const digit = BASE83.indexOf(char)
    if (digit < 0) return null
    value = value * 83 + digit
  }
  return value > 0xffffff ? null : `#${value.toString(16).padStart(6, '0')}`
}
