import { AuthSuccessScreen } from './AuthCallbackScreen';

/** Its own chunk entry (routing/screenLoaders.ts loads a default export per screen). */
export default AuthSuccessScreen;
