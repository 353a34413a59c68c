// The two route sets of docs/product.md, "Routes": which screens exist depends on whether someone is
// signed in, and every path outside a set redirects (to /dashboard signed in, to / signed out). Screens
// load lazily.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { useAuthLoading, useSignOutOnLostSession, useUser } from '../lib/auth';
import { FullScreenSpinner } from './full-screen-spinner';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout, PublicLayout } from './layouts/public-layout';

const LandingPage = lazy(() => import('../features/marketing/routes/landing'));
const FeaturesPage = lazy(() => import('../features/marketing/routes/features'));
const PricingPage = lazy(() => import('../features/marketing/routes/pricing'));
const AboutPage = lazy(() => import('../features/marketing/routes/about'));
const ContactPage = lazy(() => import('../features/marketing/routes/contact'));
const PrivacyPage = lazy(() => import('../features/legal/routes/privacy'));
const TermsPage = lazy(() => import('../features/legal/routes/terms'));

const LoginPage = lazy(() => import('../features/auth/routes/login'));
const RegisterPage = lazy(() => import('../features/auth/routes/register'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/forgot-password'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password'));
const ConfirmEmailPage = lazy(() => import('../features/auth/routes/confirm-email'));
const ResendConfirmationPage = lazy(() => import('../features/auth/routes/resend-confirmation'));

const DashboardPage = lazy(() => import('./routes/dashboard'));
const VoiceSetupPage = lazy(() => import('./routes/voice-setup'));
const GeneratePage = lazy(() => import('./routes/generate'));
const HistoryPage = lazy(() => import('./routes/history'));
const SettingsPage = lazy(() => import('../features/settings/routes/settings'));

function publicInfoRoutes() {
  return (
    <>
      <Route path={paths.features} element={<FeaturesPage />} />
      <Route path={paths.pricing} element={<PricingPage />} />
      <Route path={paths.about} element={<AboutPage />} />
      <Route path={paths.contact} element={<ContactPage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
      <Route path={paths.terms} element={<TermsPage />} />
    </>
  );
}

export function AppRoutes() {
  const { data: user } = useUser();
  const isLoading = useAuthLoading();
  useSignOutOnLostSession();
  if (isLoading) return <FullScreenSpinner />;

  if (user) {
    return (
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={paths.home} element={<Navigate to={paths.dashboard} replace />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.voiceSetup} element={<VoiceSetupPage />} />
          <Route path={paths.generate} element={<GeneratePage />} />
          <Route path={paths.history} element={<HistoryPage />} />
          <Route path={paths.settings} element={<SettingsPage />} />
          {publicInfoRoutes()}
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Route>
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<LandingPage />} />
        {publicInfoRoutes()}
      </Route>
      <Route element={<AuthLayout />}>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resendConfirmation} element={<ResendConfirmationPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
