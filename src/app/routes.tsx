import { data, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from './layout/ErrorScreen';
import { Layout } from './layout/Layout';
import { PageLoading } from '../components/PageLoading';
import { paths } from './paths';

/**
 * The site's routes (spec §2). Pages are separate chunks, so a visitor downloads only the
 * page being read; the contact page's map library comes only with it.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown only while the first page's code arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Errors show inside the layout, with the header and footer still there.
        errorElement: <ErrorScreen />,
        children: [
          {
            path: paths.home,
            lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
          },
          {
            path: paths.service,
            lazy: async () => ({
              Component: (await import('../features/services/ServicePage')).ServicePage,
            }),
          },
          {
            path: paths.meet,
            lazy: async () => ({
              Component: (await import('../features/doctors/MeetPage')).MeetPage,
            }),
          },
          {
            path: paths.contact,
            lazy: async () => ({
              Component: (await import('../features/contact/ContactPage')).ContactPage,
            }),
          },
          {
            path: '*',
            // Never rendered: the loader answers 404, and the error screen shows instead.
            Component: () => null,
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];
