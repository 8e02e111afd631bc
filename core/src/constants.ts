/** spec §9 business constants. */
export const PAGE_SIZE = 15;
export const DEFAULT_SORT = 'created_at desc';
export const STEP_COPY_NAME_MAX = 30;
export const REQUEST_TIMEOUT_MS = 100_000;
export const REQUEST_RETRIES = 4;
export const REQUEST_RETRY_DELAY_MS = 1_000;
export const OPEN_PLATFORM_LIST_TIMEOUT_MS = 3_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const FOCUS_BLUR_DELAY_MS = 200;
export const PREVENT_RECLICK_MS = 1_000;
/** spec §9: access token cookie lifetime, 7 days; the server-side session lives as long. */
export const TOKEN_LIFETIME_S = 604_800;
export const OPEN_PLATFORM_ID_MIN = 1_000_000;
export const BIG_ID_DIGITS = 15;
export const SEARCH_HITS_PER_PAGE = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PANEL_MIN_LEFT_PX = 32;
export const PANEL_MIN_RIGHT_PX = 400;
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
/** spec §3: the pipeline-list filter create_channels value of pipelines made in the product. */
export const CREATE_CHANNEL_PRODUCT = 2;

/** The largest JSON (or webhook) body any REST call takes; larger ones get 413 / 4013. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The largest file a data source upload (`/upfile`, multipart) takes; larger ones get 413 / 4063. */
export const UPLOAD_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * How much of a refused (413) body a server reads and drops so that its keep-alive connection can carry
 * the next request; past this the connection is closed instead, since reading more only serves the sender.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Pipeline status (spec §4): 1 on, 0 off. */
export const PIPELINE_STATUS = { ON: 1, OFF: 0 } as const;
export type PipelineStatus = (typeof PIPELINE_STATUS)[keyof typeof PIPELINE_STATUS];

/** The query-string parameters that carry identity (spec §6). */
export const AUTH_QUERY_PARAMS = ['token', 'uid', 'user_id', 'company_id', 'userid', 'xuid'] as const;
