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
