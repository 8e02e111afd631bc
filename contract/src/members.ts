import { z } from 'zod';
import { call, page } from './call';
import { idList, paging } from './fields';
import { User } from './user';

/** spec §7 Members; also the batch endpoint behind the gateway's user loader (`ids`, answered whole). */
export const members = {
  users: call({
    method: 'GET',
    path: '/v1/api/base/users',
    query: z.object({ ids: idList.optional(), ...paging }),
    reply: page(User),
  }),
};
