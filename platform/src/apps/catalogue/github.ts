import type { AppField, AppManifest, RequestTemplate } from '@huiliu/core';

/**
 * GitHub REST API (docs.github.com/rest). A personal access token or an OAuth app authorises; `base_url` lets a
 * GitHub Enterprise Server account use its own `https://HOST/api/v3`.
 */
const baseUrl: AppField = {
  key: 'base_url',
  kind: 'text',
  label: 'API 地址',
  default: 'https://api.github.com',
  help: 'GitHub Enterprise 填写 https://你的域名/api/v3',
};
const headers = { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' };
const get = (path: string, query?: Record<string, string>): RequestTemplate => ({
  method: 'GET',
  url: `{{auth.base_url}}${path}`,
  headers,
  ...(query ? { query } : {}),
});

const repoFields: AppField[] = [
  { key: 'owner', kind: 'text', label: '仓库所有者', required: true, mappable: true, help: '用户名或组织名' },
  {
    key: 'repo',
    kind: 'select',
    label: '仓库',
    required: true,
    mappable: true,
    dynamic_options: { request: get('/user/repos', { per_page: '100', sort: 'updated' }), items: '', value: 'name', label: 'full_name' },
  },
];

const issueSample = {
  id: 1,
  number: 1347,
  title: 'Found a bug',
  body: "I'm having a problem with this.",
  state: 'open',
  html_url: 'https://github.com/octocat/Hello-World/issues/1347',
  user: { login: 'octocat' },
  labels: [{ name: 'bug' }],
  created_at: '2011-04-22T13:33:48Z',
  updated_at: '2011-04-22T13:33:48Z',
};

export const github: AppManifest = {
  app_id: '2006',
  name: 'GitHub',
  description: '创建 Issue，并在仓库有新 Issue 时启动流程',
  icon: 'github',
  class_type: 'developer',
  version: '1.0.0',
  state: 1,
  doc: 'https://docs.github.com/rest/issues/issues',
  auth: [
    {
      type: 'api_key',
      fields: [
        {
          key: 'token',
          kind: 'text',
          label: '个人访问令牌',
          required: true,
          secret: true,
          help: 'Settings → Developer settings → Personal access tokens，需要 repo 权限',
        },
        baseUrl,
      ],
      apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.token}}' },
    },
    {
      type: 'oauth2',
      fields: [
        { key: 'client_id', kind: 'text', label: 'Client ID', required: true },
        { key: 'client_secret', kind: 'text', label: 'Client Secret', required: true, secret: true },
        baseUrl,
      ],
      authorize_url: 'https://github.com/login/oauth/authorize',
      token_url: 'https://github.com/login/oauth/access_token',
      scope: 'repo',
      pkce: true,
    },
  ],
  connection_test: { request: get('/user') },
  actions: [
    {
      action_id: 'create_issue',
      name: '创建 Issue',
      description: '在仓库里创建一个 Issue',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        ...repoFields,
        { key: 'title', kind: 'text', label: '标题', required: true, mappable: true },
        { key: 'body', kind: 'text', label: '内容', mappable: true, help: '支持 Markdown' },
        { key: 'labels', kind: 'multiText', label: '标签', mappable: true },
      ],
      request: {
        method: 'POST',
        url: '{{auth.base_url}}/repos/{{input.owner}}/{{input.repo}}/issues',
        headers,
        body: { title: '{{input.title}}', body: '{{input.body}}', labels: '{{input.labels}}' },
      },
      output_sample: issueSample,
      flatten: { exclude: ['user', 'labels'] },
    },
    {
      action_id: 'new_issue',
      name: '新 Issue',
      description: '仓库里有新 Issue 时启动流程（每 5 分钟检查一次）',
      kind: 'polling',
      editor: 'fields',
      fields: repoFields,
      polling: {
        // `since` is "updated at or after": every issue created after the cursor is in it; seen ids drop the rest
        request: get('/repos/{{input.owner}}/{{input.repo}}/issues', {
          state: 'all',
          sort: 'created',
          direction: 'desc',
          per_page: '50',
          since: '{{cursor.since}}',
        }),
        items: '',
        id: 'id',
        cursor: 'created_at',
        interval_minutes: 5,
      },
      output_sample: issueSample,
      flatten: { exclude: ['user'] },
    },
  ],
  en: {
    name: 'GitHub',
    description: 'Create issues, and start a pipeline when a repository has a new issue',
    actions: {
      create_issue: { name: 'Create an issue', description: 'Create an issue in a repository' },
      new_issue: { name: 'New issue', description: 'Start when a repository has a new issue (checked every 5 minutes)' },
    },
    fields: {
      token: { label: 'Personal access token', help: 'Settings → Developer settings → Personal access tokens, with the repo scope' },
      base_url: { label: 'API URL', help: 'GitHub Enterprise: https://YOUR-HOST/api/v3' },
      client_id: { label: 'Client ID' },
      client_secret: { label: 'Client secret' },
      owner: { label: 'Owner', help: 'User or organisation' },
      repo: { label: 'Repository' },
      title: { label: 'Title' },
      body: { label: 'Body', help: 'Markdown' },
      labels: { label: 'Labels' },
    },
  },
};
