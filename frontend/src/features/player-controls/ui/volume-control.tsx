import { useUnit } from 'effector-react';
import { $muted, $volume, muteToggled, volumeChanged } from '@/entities/player';
import { VOLUME_STEP } from '@/shared/config';
import { cx } from '@/shared/lib/classnames';
import { IconButton } from '@/shared/ui/icon-button';
import { VolumeIcon, VolumeLowIcon, VolumeMutedIcon } from '@/shared/ui/icons';
import { volumeValueText } from '../lib/playback-time';
import { PlayerSlider } from './player-slider';
import styles from './volume-control.module.css';

export interface VolumeControlProps {
  className?: string | undefined;
}

function VolumeLevelIcon({ volume, muted }: { volume: number; muted: boolean }) {
  if (muted || volume === 0) return <VolumeMutedIcon size={18} />;
  return volume < 0.5 ? <VolumeLowIcon size={18} /> : <VolumeIcon size={18} />;
}

/** Mute toggle and a 0–1 volume slider (step 0.01, spec §9). */
export function VolumeControl({ className }: VolumeControlProps) {
  const { volume, muted, changeVolume, toggleMute } = useUnit({
    volume: $volume,
    muted: $muted,
    changeVolume: volumeChanged,
    toggleMute: muteToggled,
  });
  const shown = muted ? 0 : volume;
  return (
    <div className={cx(styles.volume, className)}>
      <IconButton
        label="Mute"
        aria-pressed={muted}
        size="sm"
        className={styles.mute}
        icon={<VolumeLevelIcon volume={volume} muted={muted} />}
        onClick={() => {
          toggleMute();
        }}
      />
      <PlayerSlider
        className={styles.slider}
        label="Volume"
        value={shown}
        max={1}
        step={VOLUME_STEP}
        valueText={muted ? 'Muted' : volumeValueText(shown)}
        onValueChange={changeVolume}
      />
    </div>
  );
}
