import type { AppManifest } from '@huiliu/core';

/**
 * 通用 HTTP 请求: any HTTP API with an account — an API key header, HTTP Basic, or OAuth 2 (authorisation code +
 * PKCE) whose endpoints and client are the account's own fields (the oauth slice runs the flow and refresh).
 */
export const genericHttp: AppManifest = {
  app_id: '2005',
  name: '通用 HTTP 请求',
  description: '用 API Key、Basic 或 OAuth 2 账户调用任意 HTTP 接口',
  icon: 'http',
  class_type: 'http',
  version: '1.0.0',
  state: 1,
  auth: [
    {
      type: 'api_key',
      fields: [
        { key: 'header_name', kind: 'text', label: '请求头名称', required: true, default: 'X-API-Key' },
        { key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true },
      ],
      apply: { in: 'header', name: '{{auth.header_name}}', value: '{{auth.api_key}}' },
    },
    {
      type: 'basic',
      fields: [
        { key: 'username', kind: 'text', label: '用户名', required: true },
        { key: 'password', kind: 'text', label: '密码', required: true, secret: true },
      ],
      apply: { username: '{{auth.username}}', password: '{{auth.password}}' },
    },
    {
      type: 'oauth2',
      fields: [
        { key: 'authorize_url', kind: 'text', label: '授权地址', required: true, placeholder: 'https://example.com/oauth/authorize' },
        { key: 'token_url', kind: 'text', label: '令牌地址', required: true, placeholder: 'https://example.com/oauth/token' },
        { key: 'client_id', kind: 'text', label: 'Client ID', required: true },
        { key: 'client_secret', kind: 'text', label: 'Client Secret', secret: true },
        { key: 'scope', kind: 'text', label: '权限范围（scope）', help: '多个用空格分隔' },
        {
          key: 'token_auth',
          kind: 'select',
          label: '换取令牌时的客户端认证',
          default: 'post',
          options: [
            { value: 'post', label: '放在请求体（client_secret_post）' },
            { value: 'basic', label: 'HTTP Basic（client_secret_basic）' },
          ],
        },
      ],
      authorize_url: '{{auth.authorize_url}}',
      token_url: '{{auth.token_url}}',
      scope: '{{auth.scope}}',
      pkce: true,
    },
  ],
  actions: [
    {
      action_id: 'request',
      name: '发送请求',
      description: '带上账户的授权发送一个 HTTP 请求，返回对方的 JSON',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        {
          key: 'method',
          kind: 'select',
          label: '请求方式',
          required: true,
          default: 'GET',
          options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => ({ value: m, label: m })),
        },
        { key: 'url', kind: 'text', label: '请求地址', required: true, mappable: true, placeholder: 'https://api.example.com/v1/…' },
        { key: 'query', kind: 'object', label: '查询参数', mappable: true },
        { key: 'headers', kind: 'object', label: '请求头', mappable: true },
        { key: 'body', kind: 'object', label: '请求体', mappable: true },
        {
          key: 'body_type',
          kind: 'select',
          label: '请求体格式',
          default: 'json',
          options: [
            { value: 'json', label: 'JSON' },
            { value: 'form', label: '表单（x-www-form-urlencoded）' },
          ],
        },
      ],
      handler: 'generic_http',
      output_sample: { ok: true },
    },
  ],
  en: {
    name: 'HTTP request',
    description: 'Call any HTTP API with an API key, Basic or OAuth 2 account',
    actions: { request: { name: 'Send a request', description: "Send an HTTP request with the account's authorisation and return the JSON reply" } },
    fields: {
      header_name: { label: 'Header name' },
      api_key: { label: 'API key' },
      username: { label: 'User name' },
      password: { label: 'Password' },
      authorize_url: { label: 'Authorisation URL' },
      token_url: { label: 'Token URL' },
      client_id: { label: 'Client ID' },
      client_secret: { label: 'Client secret' },
      scope: { label: 'Scope', help: 'Separate several with spaces' },
      token_auth: { label: 'Client authentication at the token endpoint' },
      method: { label: 'Method' },
      url: { label: 'URL' },
      query: { label: 'Query parameters' },
      headers: { label: 'Headers' },
      body: { label: 'Body' },
      body_type: { label: 'Body format' },
    },
    options: {
      post: 'In the body (client_secret_post)',
      basic: 'HTTP Basic (client_secret_basic)',
      json: 'JSON',
      form: 'Form (x-www-form-urlencoded)',
    },
  },
};
