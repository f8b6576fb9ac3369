import { BrowserRouter, useNavigate, useRoutes } from 'react-router'
import { Providers } from './Providers.tsx'
import { routes } from './routes.tsx'

/**
 * The declarative router: the app uses no loaders, actions or fetchers, and react-router's data
 * router costs twice the JavaScript (about 30 KB against 14 KB compressed) on the first screen.
 */
export function App() {
  return (
    <BrowserRouter>
      <RoutedApp />
    </BrowserRouter>
  )
}

/** The route table inside the providers (App, and the build's prerendered sign-in page). */
export function RoutedApp() {
  const navigate = useNavigate()
  const element = useRoutes(routes)
  return <Providers navigate={(path) => void navigate(path)}>{element}</Providers>
}
