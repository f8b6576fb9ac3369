import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from './Providers.tsx'
import { routes } from './routes.tsx'

const router = createBrowserRouter(routes)

export function App() {
  return (
    <Providers navigate={(path) => void router.navigate(path)}>
      <RouterProvider router={router} />
    </Providers>
  )
}
