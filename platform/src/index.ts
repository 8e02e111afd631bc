export { openDatabase, type Database, type Db, type OpenDatabaseOptions } from './db/open';
export { buildPlatform, platformRoutes, type BuildPlatformOptions, type PlatformRoute } from './app';
export { startPlatform, type RunningPlatform, type StartPlatformOptions } from './start';
