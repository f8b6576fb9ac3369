/**
 * Leaflet, its stylesheet and the clustering plugin (leaflet.markercluster), loaded only by the
 * parish map so none of them weighs on the first screen. The plugin is a UMD script that extends
 * the global `L`: Leaflet is put there before the plugin is evaluated.
 */
export async function loadLeaflet(): Promise<typeof import('leaflet')> {
  const [leaflet] = await Promise.all([
    import('leaflet'),
    import('leaflet/dist/leaflet.css'),
    import('leaflet.markercluster/dist/MarkerCluster.css'),
  ])
  const L = leaflet.default
  ;(globalThis as { L?: typeof L }).L = L
  await import('leaflet.markercluster')
  return L
}
