import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { SignInForm } from '../features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '../features/auth/components/sign-up-form.tsx';

type Mode = 'signin' | 'signup' | 'forgot' | 'reset';

export default function AuthPage() {
  const { t } = useTranslation('auth');
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const requested = params.get('mode');
  const mode: Mode =
    requested === 'reset' && token
      ? 'reset'
      : requested === 'signup' || requested === 'forgot'
        ? requested
        : 'signin';
  const setMode = (next: Mode) => setParams(next === 'signin' ? {} : { mode: next }, { replace: true });
  const from = (location.state as { from?: string } | null)?.from;

  if (!isLoading && user && mode !== 'reset') return <Navigate to={from ?? '/dashboard'} replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">
            {mode === 'reset' ? t('reset.title') : mode === 'forgot' ? t('forgot.title') : t('title')}
          </h1>
          <CardDescription>
            {mode === 'reset'
              ? t('reset.subtitle')
              : mode === 'forgot'
                ? t('forgot.subtitle')
                : t('subtitle')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {mode === 'reset' && token ? (
            <ResetPasswordForm token={token} onDone={() => setMode('signin')} />
          ) : mode === 'forgot' ? (
            <ForgotPasswordForm onBack={() => setMode('signin')} />
          ) : (
            <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
              <TabsList>
                <TabsTrigger value="signin">{t('tabs.signIn')}</TabsTrigger>
                <TabsTrigger value="signup">{t('tabs.signUp')}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm onForgot={() => setMode('forgot')} redirectTo={from ?? '/dashboard'} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
