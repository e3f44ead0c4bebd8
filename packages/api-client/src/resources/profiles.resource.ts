import {
  type Avatar,
  type AvatarGroup,
  avatar,
  avatarGroup,
  type Profile,
  type ProfileCreate,
  type ProfileUpdate,
  profile,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import { listOf } from '../response-schema';
import { segment } from '../api-path';

const profileList = listOf(profile);
const avatarList = listOf(avatar);
const avatarGroupList = listOf(avatarGroup);

/** Profiles and their avatars (spec 002 §7). At most PROFILE_LIMIT; the primary cannot be deleted. */
export function profilesResource(http: ApiRequester) {
  return {
    /** GET profiles/ */
    list: (): Promise<Profile[]> => http.get('profiles/', { schema: profileList }),
    /** GET profiles/{id}/ */
    get: (id: number): Promise<Profile> => http.get(`profiles/${segment(id)}/`, { schema: profile }),
    /** POST profiles/ */
    create: (body: ProfileCreate): Promise<Profile> => http.post('profiles/', { json: body, schema: profile }),
    /** PATCH profiles/{id}/ (e.g. global_filters or selected_catalogs) */
    update: (id: number, patch: ProfileUpdate): Promise<Profile> =>
      http.patch(`profiles/${segment(id)}/`, { json: patch, schema: profile }),
    /** PUT profiles/{id}/ */
    replace: (id: number, body: ProfileCreate): Promise<Profile> =>
      http.put(`profiles/${segment(id)}/`, { json: body, schema: profile }),
    /** DELETE profiles/{id}/ */
    remove: async (id: number): Promise<void> => {
      await http.delete(`profiles/${segment(id)}/`);
    },
    /** GET profile-avatars/ */
    avatars: (): Promise<Avatar[]> => http.get('profile-avatars/', { schema: avatarList }),
    /** GET profile-avatar-groups/ */
    avatarGroups: (): Promise<AvatarGroup[]> => http.get('profile-avatar-groups/', { schema: avatarGroupList }),
  };
}
export type ProfilesResource = ReturnType<typeof profilesResource>;
