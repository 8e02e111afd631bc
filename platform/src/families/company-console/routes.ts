import { companyConsole } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { readEventConfigs, saveEventConfig } from '../notice/event-configs';
import { companyInfo, updateCompany } from './company';

export interface CompanyConsoleDeps {
  db: Db;
  /** The engine's `companyChanged`: pipelines and schedules read the company's time zone again. */
  companyChanged: (companyId: string) => Promise<void>;
  /** Whether mail and SMS are configured (NoticeEvents.channels). */
  channels: () => { email: boolean; sms: boolean };
}

/** spec §7 Company console: company info, notice event-config GET and POST (docs/rest-contract-company.md). */
export function companyConsoleRoutes(app: FastifyInstance, deps: CompanyConsoleDeps): void {
  const { db } = deps;
  route(app, companyConsole.info, async (req) => companyInfo(db, authOf(req).companyId));

  route(app, companyConsole.update, async (req) => updateCompany(db, authOf(req).companyId, req.body, deps.companyChanged));

  route(app, companyConsole.eventConfigs, async (req) => {
    const { email, sms } = deps.channels();
    const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);
    return { list: await readEventConfigs(db, authOf(req).companyId), email_configured: bit(email), sms_configured: bit(sms) };
  });

  route(app, companyConsole.saveEventConfig, async (req) => saveEventConfig(db, authOf(req).companyId, req.params.event_type, req.body));
}
