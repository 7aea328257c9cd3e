import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { ConfigurationProvider } from './features/configuration/configuration-context';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigurationProvider>
      <RouterProvider router={router} />
    </ConfigurationProvider>
  </StrictMode>,
);
