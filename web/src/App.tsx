import { FluentProvider, RendererProvider } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import { GraphqlProvider } from './graphql/GraphqlProvider';
import { createAppRouter } from './routing/router';
import { SessionProvider } from './session/SessionProvider';
import { createStyleRenderer } from './styleRenderer';
import { theme } from './theme';

const styleRenderer = createStyleRenderer(document);
let router: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  router ??= createAppRouter();
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
