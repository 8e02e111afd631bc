export { openDatabase, type Database, type Db, type OpenDatabaseOptions } from './db/open';
export { buildPlatform, includeMetrics, platformEngine, platformRoutes, type BuildPlatformOptions, type PlatformRoute } from './app';
export { startPlatform, type RunningPlatform, type StartPlatformOptions } from './start';
export { serveFromEnv, type ServeOptions } from './serve';
export { Engine, type EngineOptions } from './engine/service';
export type { EngineDeps, FinishedRun } from './engine/deps';
export type { RunJson } from './engine/run-state';
