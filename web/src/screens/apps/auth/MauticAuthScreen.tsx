import { AuthFormPage } from './AuthFormPage';

/** spec §2 /mautic-api4 "marketing tool authorisation": app 2011 (Mautic, OAuth 2). */
export const MAUTIC_APP_ID = '2011';

export default function MauticAuthScreen() {
  return <AuthFormPage appId={MAUTIC_APP_ID} />;
}
