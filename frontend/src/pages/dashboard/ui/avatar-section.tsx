import { useUnit } from 'effector-react';
import {
  $avatarError,
  $isUploadingAvatar,
  $previewUrl,
  $selectedFile,
  $uploadProgress,
  avatarFileChosen,
  avatarSelectionCleared,
  avatarUploadRequested,
} from '../model/avatar';
import type { Profile } from '../api/profile';
import { AvatarUpload } from './avatar-upload';
import { Panel } from '@/shared/ui/panel';

export function AvatarSection({ profile }: { profile: Profile }) {
  const model = useUnit({
    previewUrl: $previewUrl,
    selectedFile: $selectedFile,
    isUploading: $isUploadingAvatar,
    progress: $uploadProgress,
    error: $avatarError,
    choose: avatarFileChosen,
    upload: avatarUploadRequested,
    cancel: avatarSelectionCleared,
  });
  return (
    <Panel title="Profile picture">
      <AvatarUpload
        displayName={profile.displayName}
        currentUrl={profile.avatarUrl}
        previewUrl={model.previewUrl}
        hasSelection={model.selectedFile !== null}
        isUploading={model.isUploading}
        progress={model.progress}
        error={model.error}
        onFileChosen={model.choose}
        onUpload={model.upload}
        onCancel={model.cancel}
      />
    </Panel>
  );
}
