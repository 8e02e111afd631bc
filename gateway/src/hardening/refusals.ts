import { GraphQLError } from 'graphql';

/**
 * The gateway's own refusals (DESIGN §5 hardening), in one place as core's ERRORS is for the
 * platform's: each has a stable `extensions.code` for clients and a Chinese message for people.
 * They stop a request before the platform is asked, so they carry no `upstreamCode`.
 */
export const refuse = {
  tooManyTokens: (max: number) => refusal('QUERY_TOO_LONG', `查询语句过长（超过 ${max} 个词法单元），请拆分查询`),
  tooDeep: (max: number) => refusal('QUERY_TOO_DEEP', `查询嵌套过深（最多 ${max} 层）`),
  tooManyAliases: (max: number) => refusal('TOO_MANY_ALIASES', `查询别名过多（最多 ${max} 个）`),
  tooManyDirectives: (max: number) => refusal('TOO_MANY_DIRECTIVES', `查询指令过多（最多 ${max} 个）`),
  tooComplex: (max: number) => refusal('QUERY_TOO_COMPLEX', `查询过于复杂（复杂度最多 ${max}），请减少字段或嵌套`),
};

function refusal(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
