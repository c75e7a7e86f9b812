import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client.ts';

// One client for the whole app; route loaders use it to start fetches while a
// page's code is still downloading.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry (bad id, not found); network
      // hiccups and 5xx get two more tries.
      retry: (failureCount, error) => {
        if (isApiRequestError(error) && error.statusCode < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
