/**
 * The one error catalogue (spec §8, DESIGN §3). Every tier reads codes and
 * Chinese messages from here; nothing inlines a code or a message.
 */

/** spec §8: 0, 2000 and 2006 are success and return the data part. */
export const SUCCESS_CODES = [0, 2000, 2006] as const;

/** Symbolic name → numeric code, Chinese message, HTTP status and GraphQL code. */
export const ERRORS = {
  OK: { code: 0, http: 200, gql: 'OK', msg: '成功' },
  /** spec §8: not signed in or token expired; the client remembers the path. */
  UNAUTHENTICATED: { code: 2101, http: 401, gql: 'UNAUTHENTICATED', msg: '未登录或登录已过期，请重新登录' },
  /** spec §8: a special case that carries no message. */
  SILENT: { code: 2201, http: 200, gql: 'SILENT', msg: '' },
  BAD_REQUEST: { code: 4000, http: 400, gql: 'BAD_USER_INPUT', msg: '请求参数有误' },
  MALFORMED_JSON: { code: 4001, http: 400, gql: 'BAD_USER_INPUT', msg: '请求体不是合法的 JSON' },
  /** PostgreSQL text cannot hold U+0000: refused where text enters rather than failing at the write. */
  TEXT_NUL: { code: 4002, http: 400, gql: 'BAD_USER_INPUT', msg: '请求中包含无法保存的空字符（U+0000），请删除后重试' },
  /** Login, registration and password calls, per address and per account. */
  TOO_MANY_ATTEMPTS: { code: 4029, http: 429, gql: 'RATE_LIMITED', msg: '尝试次数过多，请稍后再试' },
  FORBIDDEN: { code: 4003, http: 403, gql: 'FORBIDDEN', msg: '没有权限执行此操作' },
  NOT_FOUND: { code: 4004, http: 404, gql: 'NOT_FOUND', msg: '数据不存在或已被删除' },
  ROUTE_NOT_FOUND: { code: 4005, http: 404, gql: 'NOT_FOUND', msg: '接口不存在' },
  EMAIL_TAKEN: { code: 4009, http: 409, gql: 'CONFLICT', msg: '该邮箱已注册' },
  LOGIN_FAILED: { code: 4010, http: 400, gql: 'BAD_USER_INPUT', msg: '账号或密码错误' },
  PAYLOAD_TOO_LARGE: { code: 4013, http: 413, gql: 'BAD_USER_INPUT', msg: '请求体过大' },
  UNSUPPORTED_MEDIA_TYPE: { code: 4015, http: 415, gql: 'BAD_USER_INPUT', msg: '不支持的请求内容类型' },
  TITLE_TOO_WIDE: { code: 4020, http: 400, gql: 'BAD_USER_INPUT', msg: '流程名称过长（最多 280 个字符宽度，中文算 2 个）' },
  CONTENT_INVALID: { code: 4021, http: 400, gql: 'BAD_USER_INPUT', msg: '流程内容格式不正确' },
  VERSION_NOT_FOUND: { code: 4022, http: 404, gql: 'NOT_FOUND', msg: '流程版本不存在' },
  /** spec §2 root notice dialog: the four plan-limit messages. */
  PLAN_ENABLED_LIMIT: { code: 3001, http: 403, gql: 'PLAN_LIMIT', msg: '同时开启的流程数量已达到上限' },
  PLAN_RUN_LIMIT: { code: 3002, http: 403, gql: 'PLAN_LIMIT', msg: '流程执行次数已达到当前套餐上限' },
  PLAN_PAID_APP: { code: 3003, http: 403, gql: 'PLAN_LIMIT', msg: '流程中包含当前套餐不支持的付费应用' },
  PLAN_STEP_LIMIT: { code: 3004, http: 403, gql: 'PLAN_LIMIT', msg: '流程步骤数量已达到上限' },
  /**
   * Step operations of core (pipeline/operations.ts, editing.ts): thrown where an edit names a step, branch or
   * place that is not there, or asks what the trigger may not do (spec §4). The editor shows them by code.
   */
  STEP_NOT_FOUND: { code: 4040, http: 404, gql: 'NOT_FOUND', msg: '步骤不存在' },
  STEP_PLACE_NOT_FOUND: { code: 4041, http: 404, gql: 'NOT_FOUND', msg: '目标位置不存在' },
  SWITCH_NOT_FOUND: { code: 4042, http: 404, gql: 'NOT_FOUND', msg: '分支步骤不存在' },
  BRANCH_NOT_FOUND: { code: 4043, http: 404, gql: 'NOT_FOUND', msg: '分支不存在' },
  TRIGGER_NOT_REMOVABLE: { code: 4044, http: 400, gql: 'BAD_USER_INPUT', msg: '触发步骤不能删除' },
  TRIGGER_NOT_COPYABLE: { code: 4045, http: 400, gql: 'BAD_USER_INPUT', msg: '触发步骤不能复制' },
  TRIGGER_NOT_DISABLABLE: { code: 4046, http: 400, gql: 'BAD_USER_INPUT', msg: '触发步骤不能停用' },
  TRIGGER_NOT_PASTABLE: { code: 4047, http: 400, gql: 'BAD_USER_INPUT', msg: '触发步骤不能粘贴为动作' },
  STEP_INTO_OWN_BRANCH: { code: 4048, http: 400, gql: 'BAD_USER_INPUT', msg: '不能把步骤移动到它自己的分支里' },
  /** Company data of the engine (issue 3): variables, data sources, uploads. */
  VARIABLE_KEY_TAKEN: { code: 4060, http: 409, gql: 'CONFLICT', msg: '变量标识已存在，请换一个' },
  ROW_INVALID: { code: 4061, http: 400, gql: 'BAD_USER_INPUT', msg: '数据不符合数据表的字段类型' },
  FILE_INVALID: { code: 4062, http: 400, gql: 'BAD_USER_INPUT', msg: '文件无法读取，请上传 CSV 或 XLSX 文件' },
  FILE_TOO_LARGE: { code: 4063, http: 413, gql: 'BAD_USER_INPUT', msg: '文件过大' },
  /** Decompressed size, rows, columns or cells of a spreadsheet beyond what one import may hold. */
  FILE_LIMIT_EXCEEDED: { code: 4064, http: 413, gql: 'BAD_USER_INPUT', msg: '文件内容超出限制' },
  FILE_PARSE_TIMEOUT: { code: 4065, http: 422, gql: 'BAD_USER_INPUT', msg: '文件解析超时，请拆分成较小的文件后重试' },
  UPLOAD_BUSY: { code: 4066, http: 429, gql: 'RATE_LIMITED', msg: '正在处理的文件过多，请稍后再试' },
  /**
   * App accounts (issue 11): deleting an account that pipelines use breaks them, so it is refused until the
   * caller confirms; `data.pipelines` names them (process_id + title) for the confirmation dialog.
   */
  ACCOUNT_IN_USE: { code: 4070, http: 409, gql: 'CONFLICT', msg: '该账户正被流程使用，删除后这些流程将无法运行，请确认后再删除' },
  /**
   * Templates and sharing (issue 12; 4120–4129). An unknown, hidden or another company's stopped template is
   * NOT_FOUND (4004), never one of these: they would tell a stranger that it exists.
   */
  TEMPLATE_INACTIVE: { code: 4120, http: 409, gql: 'CONFLICT', msg: '该模板已停止分享，不能再用它创建流程' },
  TEMPLATE_EMPTY: { code: 4121, http: 400, gql: 'BAD_USER_INPUT', msg: '流程还没有步骤，无法分享为模板' },
  TEMPLATE_INPUT_INVALID: { code: 4122, http: 400, gql: 'BAD_USER_INPUT', msg: '模板的填写项不正确' },
  TEMPLATE_ACCOUNT_INVALID: { code: 4123, http: 400, gql: 'BAD_USER_INPUT', msg: '所选账户不能用于该步骤' },
  TEMPLATE_SOURCE_GONE: { code: 4124, http: 409, gql: 'CONFLICT', msg: '分享的流程已删除，无法更新模板的步骤' },
  /**
   * AI drafts (issue 12, codes 4160–4169): a description neither engine could read any step from, and a draft that
   * failed core's check after every retry and fallback (never a partial pipeline; `data.errors` says why).
   */
  AI_DESCRIPTION_UNCLEAR: {
    code: 4160,
    http: 422,
    gql: 'BAD_USER_INPUT',
    msg: '没能从描述中看出流程要做什么，请写明什么时候开始、要做哪些事，例如“每当收到新订单，就发到钉钉群”',
  },
  AI_DRAFT_INVALID: { code: 4161, http: 422, gql: 'BAD_USER_INPUT', msg: '生成的流程草稿不合格，请换一种说法再试' },
  /** DESIGN §3 guarded outbound client. */
  // Company members, roles and invites (issue 13): 4200–4219.
  /** A disabled person signing in; their sessions and API tokens stop at once (2101). */
  USER_DISABLED: { code: 4200, http: 403, gql: 'FORBIDDEN', msg: '该账号已被停用，请联系公司管理员' },
  // issue 13 members: roles, grants and invite links (spec §6, §7 Invite)
  /** A custom role some people still hold; the message names how many (`data.member_count`). */
  ROLE_IN_USE: { code: 4201, http: 409, gql: 'CONFLICT', msg: '该角色仍有成员在使用，请先为他们更换角色' },
  ROLE_NAME_TAKEN: { code: 4202, http: 409, gql: 'CONFLICT', msg: '角色名称已存在，请换一个' },
  /** The four built-in roles are core's: their permissions are fixed and they cannot be deleted. */
  ROLE_BUILTIN_FIXED: { code: 4203, http: 400, gql: 'BAD_USER_INPUT', msg: '内置角色不能修改或删除' },
  /** core withinGrant: a role or permission beyond what the granter holds. */
  GRANT_EXCEEDS_OWN: { code: 4204, http: 403, gql: 'FORBIDDEN', msg: '不能授予或变更超出自己权限的角色' },
  OWNER_ONLY: { code: 4205, http: 403, gql: 'FORBIDDEN', msg: '只有所有者可以设置或取消所有者' },
  LAST_OWNER: { code: 4206, http: 409, gql: 'CONFLICT', msg: '公司至少需要保留一位启用中的所有者' },
  CANNOT_DISABLE_SELF: { code: 4207, http: 400, gql: 'BAD_USER_INPUT', msg: '不能停用自己的账号' },
  /** An unknown invite token: the same reply whatever was tried, so a link cannot be guessed at. */
  INVITE_NOT_FOUND: { code: 4208, http: 404, gql: 'NOT_FOUND', msg: '邀请链接无效' },
  INVITE_EXPIRED: { code: 4209, http: 410, gql: 'CONFLICT', msg: '邀请链接已过期，请联系管理员重新邀请' },
  INVITE_USED: { code: 4210, http: 409, gql: 'CONFLICT', msg: '邀请链接已被使用，每个链接只能注册一次' },
  INVITE_REVOKED: { code: 4211, http: 410, gql: 'CONFLICT', msg: '邀请链接已被撤销，请联系管理员重新邀请' },
  INVITE_EMAIL_MISMATCH: { code: 4212, http: 400, gql: 'BAD_USER_INPUT', msg: '该邀请只能用指定的邮箱注册' },
  ROLE_NOT_FOUND: { code: 4213, http: 404, gql: 'NOT_FOUND', msg: '角色不存在' },
  // Plans, billing and pay (issue 13): 4220–4239.
  // issue 13 billing: orders are bought from core's price table and paid through a payment provider.
  /** free is what a company has without paying. */
  PLAN_NOT_FOR_SALE: { code: 4220, http: 400, gql: 'BAD_USER_INPUT', msg: '免费版无需购买' },
  PLAN_DOWNGRADE: { code: 4221, http: 409, gql: 'CONFLICT', msg: '当前套餐仍在有效期内，不能购买更低的套餐' },
  /** Paying (again) an order that is paid or cancelled, or a provider's "paid" for a cancelled one. */
  ORDER_NOT_PENDING: { code: 4222, http: 409, gql: 'CONFLICT', msg: '订单已支付或已关闭' },
  ORDER_PAID_NOT_CANCELLABLE: { code: 4223, http: 409, gql: 'CONFLICT', msg: '订单已支付，不能取消' },
  /** A payment notification or trade page link whose signature does not verify: forged or tampered with. */
  PAY_SIGNATURE_INVALID: { code: 4224, http: 400, gql: 'BAD_USER_INPUT', msg: '支付签名无效' },
  /** A verified notification whose amount or order does not match ours. */
  PAY_NOTIFICATION_MISMATCH: { code: 4225, http: 400, gql: 'BAD_USER_INPUT', msg: '支付通知与订单不符' },
  TRADE_PAGE_EXPIRED: { code: 4226, http: 400, gql: 'BAD_USER_INPUT', msg: '支付页面已过期，请回到套餐页面重新支付' },
  PAY_PROVIDER_UNKNOWN: { code: 4227, http: 404, gql: 'NOT_FOUND', msg: '不支持的支付方式' },
  // API tokens (issue 13): 4240–4249.
  // issue 13 tokens
  /** A token past its own per-minute limit (per platform process); sessions of people are not limited by it. */
  API_TOKEN_RATE_LIMITED: { code: 4240, http: 429, gql: 'RATE_LIMITED', msg: '该 API 令牌调用过于频繁，已超过每分钟的调用上限，请稍后再试' },
  /** withinGrant at creation: a token never carries more than its member, nor more than the person who makes it. */
  API_TOKEN_ROLE_TOO_HIGH: { code: 4241, http: 403, gql: 'FORBIDDEN', msg: '令牌的角色超出了该成员或您自己的权限' },
  API_TOKEN_EXPIRY_INVALID: { code: 4242, http: 400, gql: 'BAD_USER_INPUT', msg: '请选择令牌有效期：7、30、90、365 天，或一年内的某一天' },
  API_TOKEN_MEMBER_DISABLED: { code: 4243, http: 409, gql: 'CONFLICT', msg: '该成员已被停用，不能为其创建令牌' },
  API_TOKEN_TOO_MANY: { code: 4244, http: 409, gql: 'CONFLICT', msg: '该成员的有效令牌已达上限（50 个），请先撤销不用的令牌' },
  /** A service token needs tokens.manage; so do other people's tokens and the audit list. */
  API_TOKEN_SERVICE_FORBIDDEN: { code: 4245, http: 403, gql: 'FORBIDDEN', msg: '只有拥有“API 令牌管理”权限的成员才能创建服务令牌' },
  // Company console and notice events (issue 13): 4250–4259.
  // issue 13 company
  /** spec §3 Events config: notified_users are people of the company who are not disabled; another company's id is one of these. */
  NOTICE_USER_INVALID: { code: 4250, http: 400, gql: 'BAD_USER_INPUT', msg: '通知人员必须是本公司未停用的成员' },
  /** The company's time zone drives its schedules and date filters: only IANA names (Asia/Shanghai), never offsets. */
  TIME_ZONE_INVALID: { code: 4251, http: 400, gql: 'BAD_USER_INPUT', msg: '时区无效，请填写 IANA 时区名称，例如 Asia/Shanghai' },
  // Open platform (issue 14): 4260–4279.
  // issue 14 open-api
  /** An open app the caller's company may not see reads as unknown, never as forbidden (no probing of ids). */
  OPEN_APP_NOT_FOUND: { code: 4260, http: 404, gql: 'NOT_FOUND', msg: '开放平台应用不存在' },
  /** `data.problems`: each problem's path and message; nothing is saved. */
  OPEN_APP_DEFINITION_INVALID: { code: 4261, http: 400, gql: 'BAD_USER_INPUT', msg: '应用定义不合法' },
  OPEN_APP_VERSION_NOT_FOUND: { code: 4262, http: 404, gql: 'NOT_FOUND', msg: '应用版本不存在' },
  /** A published (or retired) version never changes: the pipelines that ran it must be able to run it again. */
  OPEN_APP_VERSION_FROZEN: { code: 4263, http: 409, gql: 'CONFLICT', msg: '已发布的版本不能修改，请保存为新的版本号' },
  OPEN_APP_VERSION_NOT_NEWER: { code: 4264, http: 409, gql: 'CONFLICT', msg: '新版本号必须大于已发布的最高版本' },
  OPEN_APP_ROLLBACK_INVALID: { code: 4265, http: 409, gql: 'CONFLICT', msg: '只能回滚到比当前版本更早、且发布过的版本' },
  /** Online and public need a published version: a company cannot use an app with nothing to run. */
  OPEN_APP_NOT_PUBLISHED: { code: 4266, http: 409, gql: 'CONFLICT', msg: '应用还没有已发布的版本' },
  OPEN_APP_LIMIT: { code: 4267, http: 409, gql: 'CONFLICT', msg: '应用或版本数量已达上限（每个公司 100 个应用，每个应用 200 个版本）' },
  OPEN_APP_ACTION_NOT_FOUND: { code: 4268, http: 404, gql: 'NOT_FOUND', msg: '应用中没有这个动作' },
  /** test_actions with a draft version: drafts belong to the developer company's developers. */
  OPEN_APP_DRAFT_FORBIDDEN: { code: 4269, http: 403, gql: 'FORBIDDEN', msg: '只有开发者可以测试未发布的版本' },
  /** An account's connection test failed while adding it: nothing saved. */
  OPEN_APP_ACCOUNT_TEST_FAILED: { code: 4270, http: 400, gql: 'BAD_USER_INPUT', msg: '账户连接测试失败，请检查授权信息' },
  /** account_refresh on an account that is not OAuth 2 (or has no refresh token). */
  OPEN_APP_REFRESH_UNSUPPORTED: { code: 4271, http: 400, gql: 'BAD_USER_INPUT', msg: '该账户不支持刷新授权' },
  OUTBOUND_BLOCKED: { code: 4030, http: 400, gql: 'BAD_USER_INPUT', msg: '目标地址不允许访问（内网、本机或保留地址）' },
  OUTBOUND_BAD_URL: { code: 4031, http: 400, gql: 'BAD_USER_INPUT', msg: '请求地址错误' },
  /** Run engine (issue 3): a webhook or rerun of a pipeline that is switched off (spec §4 status 0). */
  PIPELINE_OFF: { code: 4032, http: 403, gql: 'FORBIDDEN', msg: '流程未开启' },
  WEBHOOK_NOT_FOUND: { code: 4006, http: 404, gql: 'NOT_FOUND', msg: 'Webhook 地址不存在' },
  /**
   * spec §4–§5: a pipeline whose steps carry error-severity problems may be saved as a draft but not switched
   * on (nor changed while on), nor run now (POST /run); `data.problems` lists them as GET /check/flow does.
   */
  PIPELINE_HAS_PROBLEMS: { code: 4024, http: 400, gql: 'BAD_USER_INPUT', msg: '流程存在问题，修复后才能启用或运行' },
  RUN_NOT_RESUMABLE: { code: 4023, http: 400, gql: 'BAD_USER_INPUT', msg: '该运行没有失败的步骤，无法从失败步骤重新运行' },
  /** A synchronous webhook whose run gave no custom return in time (the run goes on and is logged). */
  RUN_TIMEOUT: { code: 5043, http: 504, gql: 'UPSTREAM_ERROR', msg: '流程执行超时，请稍后在运行日志中查看结果' },
  /** A synchronous webhook whose run failed before its custom return. */
  RUN_FAILED: { code: 5044, http: 502, gql: 'UPSTREAM_ERROR', msg: '流程执行失败' },
  OUTBOUND_FAILED: { code: 5040, http: 502, gql: 'UPSTREAM_ERROR', msg: '请求外部地址失败' },
  OUTBOUND_TIMEOUT: { code: 5041, http: 504, gql: 'UPSTREAM_ERROR', msg: '请求外部地址超时' },
  OUTBOUND_TOO_LARGE: { code: 5042, http: 502, gql: 'UPSTREAM_ERROR', msg: '外部地址的响应过大' },
  /** A setting read at start-up (e.g. HUILIU_OUTBOUND_ALLOW) that cannot be understood: the process stops. */
  CONFIG_INVALID: { code: 5001, http: 500, gql: 'INTERNAL_SERVER_ERROR', msg: '启动配置有误' },
  /** A request that reached a node after it began draining for shutdown (SIGTERM). */
  SHUTTING_DOWN: { code: 5031, http: 503, gql: 'UPSTREAM_UNAVAILABLE', msg: '服务正在重启，请稍后重试' },
  UPSTREAM_UNAVAILABLE: { code: 5003, http: 502, gql: 'UPSTREAM_UNAVAILABLE', msg: '服务暂时不可用，请稍后重试' },
  INTERNAL: { code: 5000, http: 500, gql: 'INTERNAL_SERVER_ERROR', msg: '服务器内部错误' },
  // issue 14 sdk-api: the SDK's signed calls and embedded users (4280–4294; 4295–4299 are the embed slice's).
  /** A signed call without one of corp_id, timestamp, nonce, sign (the message names it). */
  SDK_PARAM_MISSING: { code: 4280, http: 400, gql: 'BAD_USER_INPUT', msg: '缺少签名参数' },
  SDK_CORP_UNKNOWN: { code: 4281, http: 401, gql: 'FORBIDDEN', msg: 'corp_id 不存在' },
  /** Outside the allowed clock skew (±300 s unless HUILIU_SDK_CLOCK_SKEW_S says otherwise), either way. */
  SDK_TIMESTAMP_STALE: { code: 4282, http: 401, gql: 'FORBIDDEN', msg: '时间戳超出允许的误差范围，请校准服务器时间后重试' },
  SDK_SIGN_INVALID: { code: 4283, http: 401, gql: 'FORBIDDEN', msg: '签名错误，请检查密钥和参数的排序与拼接' },
  SDK_NONCE_REPLAYED: { code: 4284, http: 409, gql: 'CONFLICT', msg: '该请求已被处理过（nonce 重复），请勿重放请求' },
  SDK_CORP_TOKEN_INVALID: { code: 4285, http: 401, gql: 'FORBIDDEN', msg: 'corp_token 无效或已过期，请重新获取' },
  SDK_PARTNER_DISABLED: { code: 4286, http: 403, gql: 'FORBIDDEN', msg: '该合作方已停用 SDK 接入' },
  SDK_COMPANY_UNKNOWN: { code: 4287, http: 404, gql: 'NOT_FOUND', msg: '没有该 company_identification 对应的公司，请先创建公司' },
  SDK_USER_UNKNOWN: { code: 4288, http: 404, gql: 'NOT_FOUND', msg: '没有该 user_identify 对应的用户，请先创建用户' },
  SDK_PAGE_CFG_UNKNOWN: { code: 4289, http: 404, gql: 'NOT_FOUND', msg: '页面配置不存在' },
  SDK_DOMAIN_NOT_ALLOWED: { code: 4290, http: 403, gql: 'FORBIDDEN', msg: '该域名不在合作方配置的域名列表中' },
  SDK_NOT_PARTNER: { code: 4291, http: 404, gql: 'NOT_FOUND', msg: '本公司尚未开通 SDK 接入，请先保存合作方设置' },
  SDK_DOMAIN_INVALID: {
    code: 4292,
    http: 400,
    gql: 'BAD_USER_INPUT',
    msg: '域名格式不正确，请填写如 https://partner.example.com 的来源（不含路径）',
  },
  SDK_ACTION_UNKNOWN: { code: 4293, http: 404, gql: 'NOT_FOUND', msg: '动作不存在' },
  SDK_USER_TOKEN_INVALID: { code: 4294, http: 401, gql: 'FORBIDDEN', msg: 'user_token 无效或已过期' },
  // issue 17 jinshuju: the 金数据 form service (4350–4359)
  /** A push to an address that names no pipeline whose trigger is 金数据「新表单数据」(an unknown key or another trigger). */
  JINSHUJU_PUSH_NOT_FOUND: { code: 4350, http: 404, gql: 'NOT_FOUND', msg: '金数据推送地址不存在' },
  /** A push whose `form` is not the form the trigger step chose: refused and recorded nowhere. */
  JINSHUJU_FORM_MISMATCH: { code: 4351, http: 403, gql: 'FORBIDDEN', msg: '推送的表单与流程触发步骤选择的表单不一致' },
  /** A push body without 金数据's `form` and `entry.serial_number`. */
  JINSHUJU_PUSH_INVALID: {
    code: 4352,
    http: 400,
    gql: 'BAD_USER_INPUT',
    msg: '推送内容不是金数据的数据推送格式（缺少 form 或 entry.serial_number）',
  },
  /** 金数据 refused the API Key and Secret while adding or changing an account: nothing saved. */
  JINSHUJU_CREDENTIALS_REFUSED: { code: 4353, http: 400, gql: 'BAD_USER_INPUT', msg: '金数据拒绝了该 API Key 和 API Secret，请检查后重试' },
  /** jinshuju/auth with an OAuth `code`: 金数据 OAuth is open to its business partners only (docs/rest-contract-jinshuju.md). */
  JINSHUJU_OAUTH_UNSUPPORTED: {
    code: 4354,
    http: 400,
    gql: 'BAD_USER_INPUT',
    msg: '暂不支持金数据 OAuth 授权，请使用 API Key 和 API Secret 添加账户',
  },
  /** jinshuju/add or the 添加数据 step with a key that is not a field of the form. */
  JINSHUJU_FIELD_UNKNOWN: { code: 4355, http: 400, gql: 'BAD_USER_INPUT', msg: '表单中没有这个字段' },
  // issue 17 datamodel: data models, their trainings and predictions (4320–4329)
  /** Deleting a model a pipeline's 预测 step uses; `data.pipelines` names them. */
  MODEL_IN_USE: { code: 4320, http: 409, gql: 'CONFLICT', msg: '该数据模型正被流程使用，请先在这些流程中移除「预测」步骤' },
  /** Predicting with a model (or a version) that no training has produced yet. */
  MODEL_NOT_TRAINED: { code: 4321, http: 409, gql: 'CONFLICT', msg: '该模型还没有训练成功的版本，请先训练' },
  /** More trainings than one process runs and queues at once (HUILIU_TRAINING_CONCURRENCY / _QUEUE). */
  TRAINING_BUSY: { code: 4322, http: 429, gql: 'RATE_LIMITED', msg: '正在训练的模型过多，请稍后再试' },
  /** A second training of a model while one is queued or running. */
  TRAINING_IN_PROGRESS: { code: 4323, http: 409, gql: 'CONFLICT', msg: '该模型正在训练，请等待完成或取消后再试' },
  /** A predict or feature field the data source does not have, or a field that cannot be one (the message names it). */
  MODEL_FIELD_INVALID: { code: 4324, http: 400, gql: 'BAD_USER_INPUT', msg: '模型字段设置有误' },
  /** A record to predict whose value does not fit its feature's type (the message names the field and value). */
  PREDICT_INPUT_INVALID: { code: 4325, http: 400, gql: 'BAD_USER_INPUT', msg: '预测数据不符合模型的字段类型' },
  /** Cancelling a training that has already ended. */
  TRAINING_FINISHED: { code: 4326, http: 409, gql: 'CONFLICT', msg: '训练已结束，无法取消' },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorEntry = (typeof ERRORS)[ErrorName];

/** The spec §7/§8 envelope every REST reply carries. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function isSuccessCode(code: number): boolean {
  return (SUCCESS_CODES as readonly number[]).includes(code);
}

/** Codes of the four plan limits the root notice dialog shows (spec §2). */
export const PLAN_LIMIT_CODES: readonly number[] = [
  ERRORS.PLAN_ENABLED_LIMIT.code,
  ERRORS.PLAN_RUN_LIMIT.code,
  ERRORS.PLAN_PAID_APP.code,
  ERRORS.PLAN_STEP_LIMIT.code,
];

export function errorByCode(code: number): ErrorEntry | undefined {
  return Object.values(ERRORS).find((e) => e.code === code);
}

/** An error as a value: a catalogue entry plus an optional more precise message. */
export class AppError extends Error {
  readonly entry: ErrorEntry;
  readonly details?: unknown;
  constructor(name: ErrorName, message?: string, details?: unknown) {
    super(message ?? ERRORS[name].msg);
    this.entry = ERRORS[name];
    this.details = details;
  }
  get code(): number {
    return this.entry.code;
  }
}

/** spec §8 messages the UI shows for whole-screen failures. */
export const UI_MESSAGES = {
  FEE_LOAD_FAILED: '获取计费接口失败',
  FETCH_FAILED: '获取数据失败',
  OPERATION_FAILED: '操作失败',
  DELETED: '删除成功',
  RENAMED: '修改成功',
} as const;
