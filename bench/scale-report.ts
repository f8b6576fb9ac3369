/**
 * The scale curve's report: the markdown section for docs/benchmarks.md and its chart, a small
 * SVG written from the numbers (no fonts or scripts from the network).
 */
import { mib } from './process-memory.ts'
import type { ScaleResult } from './scale.ts'

/** The chart's file name, beside docs/benchmarks.md. */
export const SCALE_CHART_FILE = 'scale-curve.svg'

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b']

const count = (n: number) => n.toLocaleString('en')
const ms = (n: number) => `${n.toFixed(1)} ms`

/** The markdown section, with the chart embedded as an image. */
export function scaleReport(result: ScaleResult): string {
  const rows = result.sizes.flatMap((size) =>
    size.cases.map(
      (c) =>
        `| ${count(size.members)} | ${c.name} | ${Math.round(c.rps)} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${c.non2xx} | ${mib(c.peakRss)} | ${c.loadAverage.toFixed(1)} |`,
    ),
  )
  const sizes = result.sizes.map(
    (size) =>
      `| ${count(size.members)} | ${(size.seedMs / 1000).toFixed(1)} s | ${mib(size.databaseBytes.seeded)} | ${mib(size.databaseBytes.after)} | ${mib(Math.max(...size.cases.map((c) => c.peakRss)))} |`,
  )
  return `## Scale curve: deck and likes at ${result.sizes.map((s) => count(s.members)).join(', ')} members (PostgreSQL)

Each size is a fresh database seeded set-based (\`INSERT … SELECT generate_series\`, the indexes and foreign
keys built after the load, then \`VACUUM ANALYZE\`), one API process as \`npm run serve\` starts it, and every case at concurrency 32: 3 s of
warm-up, then 10 s measured (autocannon in the bench process, on the same 2 cores). "API peak RSS"
is the API process's VmRSS sampled every 100 ms from /proc during the case. "load" is the
machine's 1-minute load average when the case ended (${result.cores} cores; above ${result.cores} the bench
shared the CPU with other work; ${result.loadAverageAtStart.toFixed(1)} at the start). Benchmarks are
measurements, not tests.

![p95 latency and API peak RSS against the number of members](${SCALE_CHART_FILE})

| members | seed time | database size, seeded | after the cases | API peak RSS |
|---|---|---|---|---|
${sizes.join('\n')}

| members | case | req/s | p50 | p95 | p99 | non-2xx | API peak RSS | load |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`
}

/** A line chart of `series` over the sizes (log scale), in a box at (x, y). */
function panel(
  result: ScaleResult,
  title: string,
  unit: string,
  value: (size: number, caseIndex: number) => number,
  box: { x: number; y: number; width: number; height: number },
): string {
  const sizes = result.sizes.map((s) => s.members)
  const names = result.sizes[0]?.cases.map((c) => c.name) ?? []
  const values = sizes.flatMap((_, i) => names.map((__, k) => value(i, k)))
  const top = Math.max(1, ...values) * 1.15
  const logMin = Math.log10(Math.min(...sizes))
  const logSpan = Math.max(1e-9, Math.log10(Math.max(...sizes)) - logMin)
  const px = (i: number) =>
    sizes.length === 1
      ? box.x + box.width / 2
      : box.x + ((Math.log10(sizes[i]!) - logMin) / logSpan) * box.width
  const py = (v: number) => box.y + box.height - (v / top) * box.height
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const v = top * f
    return `<line x1="${box.x}" x2="${box.x + box.width}" y1="${py(v).toFixed(1)}" y2="${py(v).toFixed(1)}" stroke="#ddd"/><text x="${box.x - 6}" y="${(py(v) + 4).toFixed(1)}" text-anchor="end">${Math.round(v)}</text>`
  })
  const xLabels = sizes.map(
    (size, i) =>
      `<text x="${px(i).toFixed(1)}" y="${box.y + box.height + 16}" text-anchor="middle">${count(size)}</text>`,
  )
  const lines = names.map((_, k) => {
    const points = sizes.map((__, i) => `${px(i).toFixed(1)},${py(value(i, k)).toFixed(1)}`)
    const dots = points.map((p) => {
      const [cx, cy] = p.split(',')
      return `<circle cx="${cx}" cy="${cy}" r="3" fill="${COLORS[k % COLORS.length]}"/>`
    })
    return `<polyline fill="none" stroke="${COLORS[k % COLORS.length]}" stroke-width="2" points="${points.join(' ')}"/>${dots.join('')}`
  })
  return [
    `<text x="${box.x}" y="${box.y - 10}" font-weight="bold">${title} (${unit})</text>`,
    ...ticks,
    `<line x1="${box.x}" x2="${box.x}" y1="${box.y}" y2="${box.y + box.height}" stroke="#444"/>`,
    `<line x1="${box.x}" x2="${box.x + box.width}" y1="${box.y + box.height}" y2="${box.y + box.height}" stroke="#444"/>`,
    ...xLabels,
    ...lines,
  ].join('\n')
}

/** The chart: p95 per case, and the API's peak RSS per case, against members (log scale). */
export function scaleChart(result: ScaleResult): string {
  const names = result.sizes[0]?.cases.map((c) => c.name) ?? []
  const width = 760
  const legendTop = 300
  const height = legendTop + 18 * names.length + 10
  const legend = names.map(
    (name, k) =>
      `<rect x="60" y="${legendTop + 18 * k - 9}" width="12" height="3" fill="${COLORS[k % COLORS.length]}"/><text x="80" y="${legendTop + 18 * k - 4}">${name.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</text>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">
<rect width="100%" height="100%" fill="#fff"/>
${panel(result, 'p95 latency', 'ms', (i, k) => result.sizes[i]!.cases[k]!.p95, { x: 60, y: 40, width: 290, height: 200 })}
${panel(result, 'API peak RSS', 'MB', (i, k) => result.sizes[i]!.cases[k]!.peakRss / 2 ** 20, { x: 440, y: 40, width: 290, height: 200 })}
<text x="${width / 2}" y="278" text-anchor="middle">members (log scale)</text>
${legend.join('\n')}
</svg>
`
}
