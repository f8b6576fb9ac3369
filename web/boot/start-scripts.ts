/**
 * The held start-up scripts. index.html holds Vite's module script tags (`type="oh/module"
 * data-module`: a browser neither fetches nor runs a script of a type it does not know) until the
 * boot code starts them.
 */

/** The addresses of the held module scripts, in the page's order. */
export function heldModules(doc: Document): string[] {
  return [...doc.querySelectorAll('script[data-module]')].map(
    (tag) => tag.getAttribute('src') ?? '',
  )
}

/**
 * Starts them: a modulepreload for each of `files` (what the first screen will import), then, for
 * each module, its modulepreload and the module script itself; all `crossorigin`, as Vite's own
 * tags are, or the browser fetches them twice.
 */
export function startScripts(doc: Document, files: readonly string[], modules: readonly string[]) {
  const preload = (href: string) => {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.crossOrigin = ''
    doc.head.append(link)
  }
  files.forEach(preload)
  for (const href of modules) {
    preload(href)
    const script = doc.createElement('script')
    script.type = 'module'
    script.src = href
    script.crossOrigin = ''
    doc.head.append(script)
  }
}
