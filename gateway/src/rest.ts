/**
 * The platform's REST shapes (docs/rest-contract.md). Resolvers receive these as
 * parents (codegen mappers), so the snake_case → camelCase mapping happens in
 * field resolvers, in one place per type.
 */

export interface RestUser {
  userid: string;
  uid: string;
  company_id: string;
  uname: string;
  email: string | null;
  mobile: string | null;
  corp_name: string | null;
  role: string;
  created_at: string;
}

export interface RestAuthResult {
  token: string;
  userid: string;
  company_id: string;
  expires_at: string;
  user: RestUser;
}

export interface RestPipeline {
  process_id: string;
  title: string;
  status: number;
  create_channels: number | null;
  template_id: string | null;
  process_type: number | null;
  share_status: number;
  collect_status: number;
  app_ids: string[];
  step_count: number;
  creator_id: string | null;
  version_id: string | null;
  version_remark: string | null;
  isDagExist: boolean;
  created_at: string;
  updated_at: string;
  /** Present only on PipelineDetail replies. */
  content?: string;
  data_process?: string | null;
}

export interface RestPipelineVersion {
  version_id: string;
  process_id: string;
  version_no: number;
  version_remark: string | null;
  creator_id: string | null;
  is_current: boolean;
  created_at: string;
}

export interface RestPipelineCheck {
  ok: boolean;
  problems: { step_uuid: string | null; code: number; message: string }[];
}

export interface RestList<T> {
  list: T[];
  total: number;
}

/** GraphQL pages carry REST items; the item resolvers map them. */
export interface Page<T> {
  items: T[];
  total: number;
}

// ── Engine shapes (docs/rest-contract-engine.md) ──────────────────────────────

type RestRunStatus = 'queued' | 'running' | 'success' | 'filtered' | 'failed' | 'partial' | 'cancelled';
type RestStepStatus = 'success' | 'filtered' | 'failed' | 'skipped';

export interface RestRun {
  log_id: string;
  process_id: string;
  process_title: string;
  version_id: string | null;
  status: RestRunStatus;
  trigger_type: 'webhook' | 'schedule' | 'manual' | 'rerun' | 'error';
  accept_id: string | null;
  error: string | null;
  failed_step_uuid: string | null;
  attempt: number;
  parent_log_id: string | null;
  step_count: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  /** Present only on POST /log/detail replies. */
  steps?: RestRunStep[];
  trigger_data?: unknown;
}

export interface RestRunStep {
  id: string;
  log_id: string;
  step_uuid: string;
  step_number: number;
  app_id: string;
  app_name: string;
  action_id: string | null;
  title: string;
  status: RestStepStatus;
  input: unknown;
  output: unknown;
  error: string | null;
  branch: string | null;
  switch_uuid: string | null;
  loop_index: number | null;
  attempts: number;
  started_at: string | null;
  duration_ms: number | null;
}

export interface RestLoopCount {
  count: number;
  success: number;
  failed: number;
}

export interface RestRunPipelineOption {
  process_id: string;
  title: string;
}

export interface RestPipelineRunStats extends RestRunPipelineOption {
  total: number;
  success: number;
  failed: number;
  filtered: number;
}

export interface RestRunStatistics {
  total: number;
  success: number;
  failed: number;
  filtered: number;
  partial: number;
  avg_duration_ms: number | null;
  by_day: { day: string; total: number; success: number; failed: number }[];
}

export interface RestWebhook {
  webhook_url: string;
  webhook_key: string;
  accept_path: string;
}

export interface RestAccept {
  accept_id: string;
  process_id: string;
  log_id: string | null;
  method: string;
  content_type: string | null;
  query: unknown;
  headers: unknown;
  accept_data: unknown;
  size: number;
  created_at: string;
}

export interface RestWebhookListening {
  process_id: string;
  listening_until: string;
}

export interface RestTriggerSample {
  sample_data: unknown;
  accept_id: string | null;
  created_at: string | null;
}

export interface RestStepTest {
  status: RestStepStatus;
  output: unknown;
  error: string | null;
  duration_ms: number | null;
  /** customaction/forward without no_flatten. */
  flatten_data?: unknown;
}

export interface RestVariable {
  variable_id: string;
  variable_name: string;
  variable_key: string;
  variable_value: string;
  variable_type: 'text' | 'number' | 'secret';
  variable_class: string;
  created_at: string;
  updated_at: string;
}

export interface RestVariableClass {
  variable_class: string;
  count: number;
}

export interface RestVariableLog {
  action: string;
  user_id: string | null;
  old_value: string | null;
  new_value: string | null;
  created_at: string;
}

export interface RestMonitorRelation {
  process_id: string;
  monitored: number;
  error_process_id: string | null;
}

export interface RestMonitorSettings {
  email_notice: number;
  sms_notice: number;
  notified_users: string[];
  emails: string[];
  webhook_url: string | null;
  status: number;
}

export interface RestNotice {
  notice_id: string;
  kind: string;
  title: string;
  body: string;
  process_id: string | null;
  log_id: string | null;
  read: 0 | 1;
  created_at: string;
}

/** GET /v1/api/notice/list also counts the unread ones. */
export interface RestNoticeList extends RestList<RestNotice> {
  unread: number;
}

export interface RestTableField {
  name: string;
  type: string;
}

export interface RestDatasource {
  dsid: string;
  name: string;
  filepath: string | null;
  sheet: string | null;
  type: string;
  table_fields: RestTableField[];
  size: number;
  rows: number;
  createtime: string;
  updatetime: string;
}

/** upfile and autotypedata keep the spec's capitalised Filepath and Sheet. */
export interface RestDatasourceFile {
  Filepath: string;
  Sheet: string[];
  sheet: string;
  headers: string[];
  types: RestTableField[];
  sample: unknown[];
  rows: number;
  inserted?: number;
}

export interface RestNoticePage extends Page<RestNotice> {
  unread: number;
}
