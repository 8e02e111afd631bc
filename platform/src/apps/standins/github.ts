import { isObject, startJsonServer, type Standin, type StandinRequest } from './server';

export interface GithubIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  labels: { name: string }[];
  user: { login: string };
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface GithubStandin extends Standin {
  /** Tokens that pass `Authorization: Bearer` (mutable: a test expires one to force a refresh). */
  tokens: Set<string>;
  /** Adds an issue as someone else would on github.com, `minutesAgo` back in time. */
  addIssue(fullName: string, title: string, minutesAgo?: number): GithubIssue;
  issues(fullName: string): GithubIssue[];
}

const documentation = 'https://docs.github.com/rest';

/**
 * The parts of the GitHub REST API the catalogue uses (docs.github.com/rest): GET /user, GET /user/repos,
 * POST /repos/{owner}/{repo}/issues (201, 422 "Validation Failed" without a title, 404 for an unknown repo) and
 * GET /repos/{owner}/{repo}/issues with `since` (updated at or after), `sort`, `direction`, `state`, `per_page`.
 * A missing or unknown token answers 401 "Bad credentials"; a request without User-Agent 403, as GitHub does.
 */
export async function startGithub(opts: { token: string; login?: string; repos: string[] }): Promise<GithubStandin> {
  const tokens = new Set([opts.token]);
  const login = opts.login ?? 'octocat';
  const byRepo = new Map<string, GithubIssue[]>(opts.repos.map((r) => [r, []]));
  let nextId = 1_000_001;
  const addIssue = (fullName: string, title: string, minutesAgo = 0, body: string | null = null, labels: string[] = []): GithubIssue => {
    const list = byRepo.get(fullName);
    if (!list) throw new Error(`no repo ${fullName}`);
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const issue: GithubIssue = {
      id: nextId++,
      number: list.length + 1,
      title,
      body,
      state: 'open',
      labels: labels.map((name) => ({ name })),
      user: { login },
      html_url: `https://github.com/${fullName}/issues/${list.length + 1}`,
      created_at: at,
      updated_at: at,
    };
    list.push(issue);
    return issue;
  };
  const answer = (req: StandinRequest) => {
    if (!req.headers['user-agent'])
      return {
        status: 403,
        body: {
          message: 'Request forbidden by administrative rules. Please make sure your request has a User-Agent header',
          documentation_url: documentation,
        },
      };
    const token = /^(?:Bearer|token) (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!token || !tokens.has(token)) return { status: 401, body: { message: 'Bad credentials', documentation_url: documentation } };
    if (req.method === 'GET' && req.path === '/user') return { body: { login, id: 583231, type: 'User' } };
    if (req.method === 'GET' && req.path === '/user/repos') {
      return {
        body: [...byRepo.keys()].map((full, i) => ({
          id: 100 + i,
          name: full.split('/')[1],
          full_name: full,
          owner: { login: full.split('/')[0] },
          private: false,
        })),
      };
    }
    const m = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(req.path);
    const list = m ? byRepo.get(`${m[1]}/${m[2]}`) : undefined;
    if (!m || !list) return { status: 404, body: { message: 'Not Found', documentation_url: documentation } };
    if (req.method === 'POST') {
      const b = req.body;
      if (!isObject(b) || typeof b.title !== 'string' || b.title.trim() === '') {
        return {
          status: 422,
          body: {
            message: 'Validation Failed',
            errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }],
            documentation_url: documentation,
          },
        };
      }
      if (b.labels !== undefined && !(Array.isArray(b.labels) && b.labels.every((l) => typeof l === 'string'))) {
        return { status: 422, body: { message: "Invalid request.\n\nFor 'properties/labels', is not an array.", documentation_url: documentation } };
      }
      return {
        status: 201,
        body: addIssue(`${m[1]}/${m[2]}`, b.title, 0, typeof b.body === 'string' ? b.body : null, (b.labels as string[] | undefined) ?? []),
      };
    }
    if (req.method === 'GET') {
      const since = req.query.since ? Date.parse(req.query.since) : NaN;
      const state = req.query.state ?? 'open';
      const asc = req.query.direction === 'asc';
      const perPage = Math.min(Number(req.query.per_page ?? 30) || 30, 100);
      const found = list
        .filter((i) => state === 'all' || i.state === state)
        .filter((i) => Number.isNaN(since) || Date.parse(i.updated_at) >= since)
        .sort((a, b) => (asc ? a.id - b.id : b.id - a.id))
        .slice(0, perPage);
      return { body: found };
    }
    return { status: 404, body: { message: 'Not Found', documentation_url: documentation } };
  };
  const server = await startJsonServer(answer);
  return { ...server, tokens, addIssue: (full, title, minutesAgo) => addIssue(full, title, minutesAgo), issues: (full) => byRepo.get(full) ?? [] };
}
