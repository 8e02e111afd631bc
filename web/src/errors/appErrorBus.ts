import { createErrorBus } from './errorBus';

/** The one bus the GraphQL clients publish to and the root layout listens on. */
export const appErrorBus = createErrorBus();
