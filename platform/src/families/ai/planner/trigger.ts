import { chineseNumber } from './text';

/** How the planned pipeline starts. `spans` are the phrases that said so, removed before actions are read. */
export interface PlannedTrigger {
  kind: 'webhook' | 'schedule' | 'github' | 'error';
  app_id: string;
  action_id: string;
  params: Record<string, string | number>;
  spans: string[];
  /** A schedule in words, for the explanation. */
  when?: { zh: string; en: string };
  /** 金数据 (the form service) has no trigger app yet: its data push goes to the webhook. */
  jinshuju?: boolean;
}

const NUM = '(\\d{1,3}|[一二两三四五六七八九十]{1,3})';
const WEEKDAYS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 0, 天: 0 };
const EN_WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_ZH = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * The trigger a description names (the planner's keyword rules): 流程失败 / 出错 → the error monitor, 每天 / 每周 / 每隔 /
 * 定时 → a schedule (its cron in the company's time zone), a new GitHub issue → GitHub's polling trigger, anything
 * else → the webhook (每当 / 当…时 / 收到: forms, orders, calls). Later rules never take words an earlier one used.
 */
export function detectTrigger(text: string): PlannedTrigger {
  const error =
    /(任何|有|某个|某条)?(流程|任务|工作流)[^,。]{0,6}?(运行)?(失败|出错|报错|异常|出问题)(的)?(时候|时|后)?|运行失败(的)?(时候|时|后)?/u.exec(text);
  if (error) return { kind: 'error', app_id: '1010', action_id: 'run_failed', params: {}, spans: [error[0]] };
  const schedule = scheduleIn(text);
  if (schedule) return schedule;
  const github = /(github|git hub)[^,。]{0,12}?(有|出现)?(新的?|new)\s*issues?|(新的?|new)\s*(github\s*)?issues?/iu.exec(text);
  if (github && /github/i.test(text)) {
    const repo = /(?<![/\w.:])([A-Za-z0-9][\w.-]*)\/([\w.-]+)(?![/\w])/u.exec(text.replace(/https?:\/\/\S+/gu, ''));
    return {
      kind: 'github',
      app_id: '2006',
      action_id: 'new_issue',
      params: repo ? { owner: repo[1]!, repo: repo[2]! } : {},
      spans: [github[0]],
    };
  }
  return {
    kind: 'webhook',
    app_id: '1001',
    action_id: /请求头|header/iu.test(text) ? 'receive_with_headers' : 'receive',
    params: {},
    spans: [],
    jinshuju: /金数据|jinshuju/iu.test(text),
  };
}

function scheduleIn(text: string): PlannedTrigger | undefined {
  const minutes = new RegExp(`每隔?\\s*${NUM}\\s*分钟|every\\s*(\\d+)\\s*minutes?`, 'iu').exec(text);
  if (minutes) {
    const n = chineseNumber(minutes[1] ?? minutes[2]!) ?? 60;
    return schedule({ interval_minutes: n }, [minutes[0]], { zh: `每 ${n} 分钟`, en: `every ${n} minutes` });
  }
  const hours = new RegExp(`每隔\\s*${NUM}\\s*(个)?小时|every\\s*(\\d+)\\s*hours`, 'iu').exec(text);
  if (hours) {
    const n = chineseNumber(hours[1] ?? hours[3]!) ?? 1;
    return schedule({ cron: `0 */${n} * * *` }, [hours[0]], { zh: `每 ${n} 小时`, en: `every ${n} hours` });
  }
  const hourly = /每(个)?小时|每隔一小时|hourly|every hour/iu.exec(text);
  if (hourly) return schedule({ cron: '0 * * * *' }, [hourly[0]], { zh: '每小时整点', en: 'every hour' });

  const day =
    /每个工作日|工作日|weekdays?/iu.exec(text) ??
    /每(周|星期|个星期)([一二三四五六日天])|every\s*(sunday|monday|tuesday|wednesday|thursday|friday|saturday)/iu.exec(text) ??
    new RegExp(`每(个)?月\\s*${NUM}\\s*[号日]`, 'u').exec(text) ??
    /每天|每日|每晚|每早|天天|daily|every\s*(day|morning|evening|night)/iu.exec(text) ??
    /定时/u.exec(text);
  if (!day) return undefined;
  const time = new RegExp(`(凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里)?\\s*${NUM}\\s*(点|時|时)(半|\\s*${NUM}\\s*分?)?`, 'u').exec(text);
  const enTime = /at\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/iu.exec(text);
  let hour = 9;
  let minute = 0;
  if (time) {
    hour = chineseNumber(time[2]!) ?? 9;
    if (['下午', '傍晚', '晚上', '夜里'].includes(time[1] ?? '') && hour < 12) hour += 12;
    if (time[1] === '中午' && hour < 6) hour += 12;
    minute = time[4] === '半' ? 30 : time[5] ? (chineseNumber(time[5]) ?? 0) : 0;
  } else if (enTime) {
    hour = (Number(enTime[1]) % 12) + (enTime[3]?.toLowerCase() === 'pm' ? 12 : 0);
    if (!enTime[3] && Number(enTime[1]) >= 12) hour = Number(enTime[1]);
    minute = Number(enTime[2] ?? 0);
  } else if (/晚上|每晚|evening|night/iu.test(text)) hour = 20;
  const at = `${hour}:${String(minute).padStart(2, '0')}`;
  const spans = [day[0], ...(time ? [time[0]] : enTime ? [enTime[0]] : [])];
  if (/工作日|weekday/iu.test(day[0]))
    return schedule({ cron: `${minute} ${hour} * * 1-5` }, spans, { zh: `每个工作日 ${at}`, en: `every weekday at ${at}` });
  const weekday = day[2] ? WEEKDAYS[day[2]] : day[3] ? EN_WEEKDAYS.indexOf(day[3].toLowerCase()) : undefined;
  if (weekday !== undefined && /周|星期|every\s*\w+day/iu.test(day[0])) {
    return schedule({ cron: `${minute} ${hour} * * ${weekday}` }, spans, {
      zh: `每周${WEEKDAY_ZH[weekday]} ${at}`,
      en: `every ${EN_WEEKDAYS[weekday]} at ${at}`,
    });
  }
  const monthDay = /月/u.test(day[0]) ? chineseNumber(day[2] ?? '') : undefined;
  if (monthDay !== undefined) {
    return schedule({ cron: `${minute} ${hour} ${monthDay} * *` }, spans, {
      zh: `每月 ${monthDay} 日 ${at}`,
      en: `on day ${monthDay} of every month at ${at}`,
    });
  }
  return schedule({ cron: `${minute} ${hour} * * *` }, spans, { zh: `每天 ${at}`, en: `every day at ${at}` });
}

function schedule(params: PlannedTrigger['params'], spans: string[], when: PlannedTrigger['when']): PlannedTrigger {
  return { kind: 'schedule', app_id: '1002', action_id: 'schedule', params, spans, ...(when ? { when } : {}) };
}
