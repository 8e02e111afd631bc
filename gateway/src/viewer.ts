import { ERRORS } from '@huiliu/core';
import { GraphQLError } from 'graphql';
import { tokenOf } from './context';
import type { RestUser } from './rest';
import { createUpstream, type UpstreamOptions } from './upstream';

/** The signed-in user behind a request, or null. */
export type ViewerLookup = (request: Request) => Promise<RestUser | null>;

/**
 * Asks the platform who sent a request at most once per request, and only when something needs
 * to know (`me`, schema privacy): a token that merely exists proves nothing. Null without a token
 * or with one the platform no longer accepts; other failures (platform down) reject.
 */
export function createViewerLookup(options: UpstreamOptions): ViewerLookup {
  const asked = new WeakMap<Request, Promise<RestUser | null>>();
  return (request) => {
    let viewer = asked.get(request);
    if (!viewer) {
      viewer = lookUp(request, options);
      asked.set(request, viewer);
    }
    return viewer;
  };
}

async function lookUp(request: Request, options: UpstreamOptions): Promise<RestUser | null> {
  const token = tokenOf(request);
  if (!token) return null;
  try {
    return await createUpstream(options, token).get<RestUser>('/v1/api/user/info');
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.upstreamCode === ERRORS.UNAUTHENTICATED.code) return null;
    throw error;
  }
}
