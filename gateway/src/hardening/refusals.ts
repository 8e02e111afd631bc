import { ERRORS } from '@huiliu/core';
import { GraphQLError } from 'graphql';

/**
 * The gateway's own refusals (DESIGN §5 hardening), in one place as core's ERRORS is for the
 * platform's: each has a stable `extensions.code` for clients and a Chinese message for people.
 * They stop a request before the platform is asked, so they carry no `upstreamCode`.
 */
export const refuse = {
  requestTooLarge: (max: number) => refusal('REQUEST_TOO_LARGE', `${ERRORS.PAYLOAD_TOO_LARGE.msg}（最多 ${size(max)}）`, 413),
  documentTooLarge: (bytes: number, max: number) =>
    refusal('DOCUMENT_TOO_LARGE', `查询文档过大（${size(bytes)}，最多 ${size(max)}），请拆分查询`, 413),
  unsupportedMediaType: () => refusal('UNSUPPORTED_MEDIA_TYPE', `${ERRORS.UNSUPPORTED_MEDIA_TYPE.msg}，请以 application/json 发送 GraphQL 请求`, 415),
  malformedRequest: () => refusal('BAD_REQUEST', '请求格式不正确：无法读取 GraphQL 请求参数（query、variables、extensions）', 400),
  tooManyTokens: (max: number) => refusal('QUERY_TOO_LONG', `查询语句过长（超过 ${max} 个词法单元），请拆分查询`),
  tooDeep: (max: number) => refusal('QUERY_TOO_DEEP', `查询嵌套过深（最多 ${max} 层）`),
  tooManyAliases: (max: number) => refusal('TOO_MANY_ALIASES', `查询别名过多（最多 ${max} 个）`),
  tooManyDirectives: (max: number) => refusal('TOO_MANY_DIRECTIVES', `查询指令过多（最多 ${max} 个）`),
  tooComplex: (max: number) => refusal('QUERY_TOO_COMPLEX', `查询过于复杂（复杂度最多 ${max}），请减少字段或嵌套`),
  introspectionForSignedInOnly: () => refusal('INTROSPECTION_DISABLED', '登录后才能查询接口结构（GraphQL 内省）'),
};

function refusal(code: string, message: string, status?: number): GraphQLError {
  // yoga reads the HTTP status from extensions.http and leaves it out of the reply
  return new GraphQLError(message, { extensions: status ? { code, http: { status } } : { code } });
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
