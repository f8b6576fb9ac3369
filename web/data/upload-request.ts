/**
 * A fetch that reports how much of the request body has been sent, for the outbox's photo uploads
 * (a photo's tile shows its progress; the gallery hands it to the sync engine). fetch() cannot tell
 * upload progress; XMLHttpRequest can. Where there is none, it is plain fetch, without progress.
 */
export function fetchWithUploadProgress(
  onProgress: (loaded: number, total: number) => void,
): typeof fetch {
  if (typeof XMLHttpRequest === 'undefined') return (input, init) => fetch(input, init)
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest()
      request.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input))
      request.withCredentials = init.credentials === 'include'
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value))
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total)
      }
      request.onload = () => {
        // A null-body status (204, 205, 304) may not carry a body in a Response.
        const empty = [204, 205, 304].includes(request.status)
        resolve(
          new Response(empty ? null : request.responseText, {
            status: request.status,
            statusText: request.statusText,
          }),
        )
      }
      request.onerror = () => reject(new TypeError('Failed to fetch'))
      request.ontimeout = () => reject(new TypeError('Failed to fetch'))
      request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'))
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
    })
}
