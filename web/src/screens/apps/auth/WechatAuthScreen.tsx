import { AuthFormPage } from './AuthFormPage';

/** spec §2 /wechat-api4 "official account authorisation": app 2010. */
export const WECHAT_APP_ID = '2010';

export default function WechatAuthScreen() {
  return <AuthFormPage appId={WECHAT_APP_ID} />;
}
