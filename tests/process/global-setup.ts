import { buildServer } from '../../scripts/build-server.mjs';

/** Build the server bundle once: the suites start it in parallel and must not rebuild it under each other. */
export default async function setup(): Promise<void> {
  await buildServer();
}
