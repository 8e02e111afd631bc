import { startJsonServer, type Standin, type StandinRequest } from './server';

export type { StandinRequest };
export type StandinServer = Standin;

/**
 * A stand-in of a vendor that puts its errors in the body of an HTTP 200 (企业微信, 公众号, 美团, 抖店): the
 * answer is only the JSON the vendor would send.
 */
export function startStandinServer(answer: (req: StandinRequest) => unknown): Promise<StandinServer> {
  return startJsonServer((req) => ({ body: answer(req) }));
}
