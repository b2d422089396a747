import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ChangePasswordForm } from '@/features/auth/change-password';
import { SecondFactorSettings } from '@/features/second-factor';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import {
  $displayNameError,
  $isSavingDisplayName,
  $profile,
  $profileStatus,
  dashboardOpened,
  displayNameSubmitted,
  profileRetried,
} from '../model/profile';
import { AvatarSection } from './avatar-section';
import { Panel } from '@/shared/ui/panel';
import { DisplayNameForm } from './display-name-form';
import { ProfileCard } from './profile-card';
import { ProfileLoading } from './profile-loading';
import { PurchasesSection } from './purchases-section';
import styles from './dashboard.module.css';

/** "My Profile": the signed-in user's profile, avatar, name, password, two-step sign-in, purchases. */
export function DashboardPage() {
  const model = useUnit({
    profile: $profile,
    status: $profileStatus,
    nameError: $displayNameError,
    isSavingName: $isSavingDisplayName,
    opened: dashboardOpened,
    retry: profileRetried,
    saveName: displayNameSubmitted,
  });
  const { opened, profile } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page title="Your dashboard">
      <div className={styles.layout}>
        {model.status === 'loading' && profile === null ? <ProfileLoading /> : null}
        {model.status === 'failed' ? (
          <Alert
            tone="error"
            title="We could not load your profile."
            action={
              <Button size="sm" variant="secondary" onClick={model.retry}>
                Try again
              </Button>
            }
          />
        ) : null}
        {profile === null ? null : (
          <>
            <ProfileCard profile={profile} />
            <AvatarSection profile={profile} />
            <Panel title="Display name">
              <DisplayNameForm
                displayName={profile.displayName}
                error={model.nameError}
                isSaving={model.isSavingName}
                onSubmit={model.saveName}
              />
            </Panel>
          </>
        )}
        <Panel title="Change password">
          <ChangePasswordForm />
        </Panel>
        <Panel title="Two-step sign-in">
          <SecondFactorSettings />
        </Panel>
        <PurchasesSection />
      </div>
    </Page>
  );
}
