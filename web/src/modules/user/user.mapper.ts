import type { ProfileFieldsFragment } from '../../generated/graphql';
import type { ProfileData } from './user.model';

export const toProfileData = (u: ProfileFieldsFragment): ProfileData => ({ ...u });
