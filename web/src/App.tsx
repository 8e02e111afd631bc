import { FluentProvider, RendererProvider } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import { GraphqlProvider } from './graphql/GraphqlProvider';
import { router } from './routing/router';
import { SessionProvider } from './session/SessionProvider';
import { createStyleRenderer } from './styleRenderer';
import { theme } from './theme';

const styleRenderer = createStyleRenderer(document);

export function App() {
  return (
    <SessionProvider>
      <GraphqlProvider>
        <RendererProvider renderer={styleRenderer} targetDocument={document}>
          <FluentProvider theme={theme} style={{ height: '100%' }}>
            <RouterProvider router={router} />
          </FluentProvider>
        </RendererProvider>
      </GraphqlProvider>
    </SessionProvider>
  );
}
