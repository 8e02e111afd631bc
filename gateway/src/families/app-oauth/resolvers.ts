import { appOauth } from '@huiliu/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { toRest } from '../../rest-names';

/**
 * OAuth 2 of app accounts (docs/rest-contract-apps.md "oauth"). The start is written by hand because the platform
 * builds the provider's redirect_uri from the origin the browser used, which only the gateway knows (the
 * platform's PUBLIC_URL, when set, wins over it).
 */
export const appOauthResolvers: Resolvers = {
  Mutation: {
    authorizeApp: (_parent, args, { upstream, publicOrigin }) =>
      upstream.post<{ url: string }>(appOauth.start.path, { ...toRest(args), public_origin: publicOrigin }),
  },
};
