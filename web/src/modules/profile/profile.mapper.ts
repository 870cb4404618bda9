import type { ProfileFieldsFragment } from '../../generated/graphql';
import type { ProfileData } from './profile.model';

export const toProfileData = (u: ProfileFieldsFragment): ProfileData => ({ ...u });
