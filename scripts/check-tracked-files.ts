/**
 * `npm test`'s check that the repository holds no data: every file git tracks is read (its size
 * and first bytes) and judged by tracked-files.ts. Exits 1 naming each problem.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { trackedFileProblems, type TrackedFile } from './tracked-files.ts'

function firstBytes(path: string): Uint8Array {
  const head = new Uint8Array(16)
  const fd = openSync(path, 'r')
  try {
    return head.subarray(0, readSync(fd, head, 0, head.length, 0))
  } finally {
    closeSync(fd)
  }
}

const paths = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)
const files: TrackedFile[] = []
for (const path of paths) {
  const stat = statSync(path, { throwIfNoEntry: false })
  // Deleted in the working tree but still in the index: nothing to read.
  if (stat?.isFile()) files.push({ path, bytes: stat.size, head: firstBytes(path) })
}
const problems = trackedFileProblems(files)
if (problems.length) {
  console.error(
    `The repository holds data it must not:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(`${files.length} tracked files: no database, none over 1 MB`)
