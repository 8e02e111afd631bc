import { useSearchParams } from 'react-router';
import { AuthFormPage } from './AuthFormPage';

/** /app-manage/auth?app_id=… (spec §2 app account authorisation). */
export default function AppAuthScreen() {
  const [params] = useSearchParams();
  return <AuthFormPage appId={params.get('app_id')} />;
}
