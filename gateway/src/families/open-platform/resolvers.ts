import { openPlatform } from '@huiliu/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestInput } from '../../rest-names';

/** The open platform (issue 14): the one field the route table cannot say. */
export const openPlatformResolvers: Resolvers = {
  Query: {
    // spec get_field_definitions takes its arguments as one `data` object
    openAppFieldDefinitions: async (_parent, { appId, actionId, accountId, fields }, { upstream }) => {
      const data: RestInput = { app_id: appId, action_id: actionId };
      if (accountId) data.account_id = accountId;
      if (fields !== null && fields !== undefined) data.fields = fields;
      const reply = await upstream.post<{ fields: never[] }>(openPlatform.getFieldDefinitions.path, { data });
      return reply.fields;
    },
  },
};
