import { AppProviders } from '@ai-council/ui';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
