import { describe, expect, it } from 'vitest';
import { filterToQuery } from './filter';

describe('filterToQuery', () => {
  it('renames every filter to its snake_case REST parameter', () => {
    expect(
      filterToQuery({
        keyword: 'k',
        startDate: '2024-01-01',
        endDate: '2024-01-31',
        appName: '发送数据',
        appId: '1007',
        status: 1,
        shareStatus: 0,
        sort: 'updated_at asc',
        createChannels: 2,
      }),
    ).toEqual({
      keyword: 'k',
      start_date: '2024-01-01',
      end_date: '2024-01-31',
      app_name: '发送数据',
      app_id: '1007',
      status: 1,
      share_status: 0,
      collect_status: undefined,
      sort: 'updated_at asc',
      create_channels: 2,
    });
  });

  it('turns favourite into collect_status 1 or 0 and leaves it out when unset', () => {
    expect(filterToQuery({ favourite: true }).collect_status).toBe(1);
    expect(filterToQuery({ favourite: false }).collect_status).toBe(0);
    expect(filterToQuery({ favourite: null }).collect_status).toBeUndefined();
  });

  it('sends no parameters without a filter', () => {
    expect(filterToQuery(null)).toEqual({});
  });
});
