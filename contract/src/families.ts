import { ai } from './ai';
import { appRun } from './app-run';
import { appCatalogue } from './app-catalogue';
import { appVendors } from './app-vendors';
import { appAccounts, processAppAccounts } from './app-accounts';
import { data } from './data';
import { dataprocess } from './dataprocess';
import { datasource } from './datasource';
import { logs } from './logs';
import { members } from './members';
import { monitor } from './monitor';
import { notice } from './notice';
import { operational } from './operational';
import { processApp } from './process-app';
import { processEdit } from './process';
import { user } from './user';
import { appOauth } from './app-oauth';
import { variables } from './variables';
import { templates } from './templates';
// issue 13 company
import { companyConsole } from './company-console';
// issue 13 billing
import { companyBilling } from './company-billing';
import { pay } from './pay';
// issue 13 members
import { companyMembers } from './company-members';
import { invite } from './invite';
// issue 13 tokens
import { tokens } from './tokens';
// issue 14 open-api
import { openPlatform } from './open-platform';
// issue 14 sdk-api
import { sdk } from './sdk';
// issue 17 jinshuju
import { jinshuju } from './jinshuju';
import { legacyFlows } from './legacy-flows';
// issue 17 datamodel
import { datamodel } from './datamodel';

/** Every family's calls by name, as the platform groups its routes (DESIGN §3). */
export const families = {
  ai,
  operational,
  user,
  members,
  dataprocess,
  data,
  logs,
  processApp,
  processEdit,
  variables,
  monitor,
  notice,
  datasource,
  appCatalogue,
  appVendors,
  appAccounts,
  processAppAccounts,
  appOauth,
  appRun,
  templates,
  // issue 13 company
  companyConsole,
  // issue 13 billing
  companyBilling,
  pay,
  // issue 13 members
  companyMembers,
  invite,
  // issue 13 tokens
  tokens,
  // issue 14 open-api
  openPlatform,
  // issue 14 sdk-api
  sdk,
  // issue 17 jinshuju
  jinshuju,
  legacyFlows,
  // issue 17 datamodel
  datamodel,
};
