import { useUnit } from 'effector-react';
import {
  $form,
  $formErrors,
  $genreNames,
  $isDirty,
  $isSaving,
  $saveError,
  detailsEdited,
  detailsSubmitted,
} from '../model/release-details';
import { $release } from '../model/release-editor';
import { ReleaseDetailsForm } from './release-details-form';

/** The release's details, saved through model/release-details.ts (a new release: created). */
export function DetailsSection() {
  const model = useUnit({
    release: $release,
    form: $form,
    errors: $formErrors,
    genreNames: $genreNames,
    isDirty: $isDirty,
    isSaving: $isSaving,
    saveError: $saveError,
    edited: detailsEdited,
    submitted: detailsSubmitted,
  });
  return (
    <ReleaseDetailsForm
      form={model.form}
      errors={model.errors}
      genreNames={model.genreNames}
      isNew={model.release === null}
      isDirty={model.isDirty}
      isSaving={model.isSaving}
      saveError={model.saveError}
      onChange={model.edited}
      onSubmit={model.submitted}
    />
  );
}
