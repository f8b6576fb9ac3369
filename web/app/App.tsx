import { useLocation } from 'wouter'
import { Providers } from './Providers.tsx'
import { AppRoutes } from './routes.tsx'

/**
 * The app: the route table inside the providers (App, and the build's prerendered sign-in page,
 * which renders it under wouter's <Router ssrPath>). Routing is wouter's: the app uses only
 * paths, links, redirects and search parameters, and wouter does that in about 3 KB compressed
 * against react-router's 14 KB on the first screen (docs/decisions/026-wouter-router.md).
 */
export function App() {
  const [, navigate] = useLocation()
  return (
    <Providers navigate={(path) => navigate(path)}>
      <AppRoutes />
    </Providers>
  )
}
