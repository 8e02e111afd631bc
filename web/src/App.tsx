import { FluentProvider } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import { GraphqlProvider } from './graphql/GraphqlProvider';
import { router } from './routing/router';
import { SessionProvider } from './session/SessionProvider';
import { theme } from './theme';

export function App() {
  return (
    <SessionProvider>
      <GraphqlProvider>
        <FluentProvider theme={theme} style={{ height: '100%' }}>
          <RouterProvider router={router} />
        </FluentProvider>
      </GraphqlProvider>
    </SessionProvider>
  );
}
