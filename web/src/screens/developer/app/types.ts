import type { OpenAppQuery } from '../../../gql/graphql';

export type DeveloperApp = OpenAppQuery['openApp'];
export type AppVersion = DeveloperApp['versions'][number];
