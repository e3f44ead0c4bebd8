import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  PRIMARY_PROFILE_ACCESS_NOTE,
  PROFILE_LIMIT,
  PROFILE_LIMIT_REACHED,
  PROFILE_NAME_REQUIRED_SHOWN,
  profileCreate,
  type AvatarGroup,
  type CategoryMap,
  type Profile,
} from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { href, refreshUser, useUser } from '@sift/app-kit';
import { Alert, Button, ConfirmDialog, fieldFailure, Form, FormAlert, FormField, FormSubmit, PageSkeleton, Switch } from '@sift/ui';
import { api } from '../../api';
import { CategoryMapEditor } from '../filters/category-map-editor';
import { accountCalls, useAccountData } from '../shared/account-data';
import { AvatarPicker } from './avatar-picker';

/** The name with the API's rule for it (profileCreate), its emptiness said as the spec says it: '*Required' (002 §5). */
const profileSchema = z.object({ name: z.pipe(z.string().check(z.trim(), z.minLength(1, PROFILE_NAME_REQUIRED_SHOWN)), profileCreate.shape.name) });

/** The server's 'Required' for the name is shown as '*Required' too (002 §5); anything else as the server says it. */
const profileFailure = (failure: unknown) => (isApiError(failure) && failure.fieldErrors?.name ? fieldFailure('name', PROFILE_NAME_REQUIRED_SHOWN) : failure);

function AccessSwitch({ profile }: { profile: Profile }) {
  const [checked, setChecked] = useState(profile.account_access);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="ac-field-block">
      <Switch
        label="Account access"
        description={profile.is_primary ? PRIMARY_PROFILE_ACCESS_NOTE : 'Lets this profile see the account, billing, services and devices.'}
        checked={profile.is_primary || checked}
        disabled={profile.is_primary}
        onCheckedChange={async (next) => {
          // The admin toggle saves at once (002 §4); a refusal puts it back and says why.
          setChecked(next);
          setError(null);
          try {
            await api().profiles.update(profile.id, { account_access: next });
            await refreshUser();
          } catch (failure) {
            setChecked(!next);
            setError((failure as Error).message);
          }
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

function DeleteProfile({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  if (profile.is_primary) return null;
  return (
    <>
      <ConfirmDialog
        title={`Delete ${profile.name}?`}
        description="Its default filters, watchlist and history are deleted too."
        confirmLabel="Delete"
        tone="danger"
        trigger={<Button variant="danger">Delete</Button>}
        onConfirm={async () => {
          try {
            await api().profiles.remove(profile.id);
            await refreshUser();
            void navigate(href('manageProfiles'));
          } catch (failure) {
            setError((failure as Error).message);
          }
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}

interface EditorProps {
  /** The profile to edit; null to create one. */
  profile: Profile | null;
  groups: AvatarGroup[];
  requiredFilters: CategoryMap;
}

function Editor({ profile, groups, requiredFilters }: EditorProps) {
  const navigate = useNavigate();
  const [avatarId, setAvatarId] = useState<number | null>(profile?.avatar_id ?? groups[0]?.avatars[0]?.id ?? null);
  const [accountAccess, setAccountAccess] = useState(false);
  const [globalFilters, setGlobalFilters] = useState<CategoryMap>(profile?.global_filters ?? {});

  async function save({ name }: z.output<typeof profileSchema>) {
    // Whole maps are written normalized (0117): one entry per category, parents consistent with their leaves.
    const filters = normalizeCategoryFilters(defaultCategoryTree(), globalFilters);
    try {
      if (profile) await api().profiles.update(profile.id, { name, avatar_id: avatarId, global_filters: filters });
      else await api().profiles.create({ name, avatar_id: avatarId, account_access: accountAccess, global_filters: filters });
    } catch (failure) {
      throw profileFailure(failure);
    }
    await refreshUser();
    void navigate(href('manageProfiles'));
  }

  return (
    <Form className="ac-profile-editor" aria-label={profile ? `Edit ${profile.name}` : 'New profile'} schema={profileSchema} defaultValues={{ name: profile?.name ?? '' }} onSubmit={save}>
      <AvatarPicker groups={groups} value={avatarId} onChange={setAvatarId} />
      <FormField name="name" label="Name" maxLength={30} autoComplete="off" />
      <section className="ac-field-block" aria-labelledby="profile-filters-heading">
        <h2 id="profile-filters-heading" className="ac-section__title">
          Default filters
        </h2>
        <p className="ac-muted">What this profile skips or mutes unless a title says otherwise. Parental controls lock some of them.</p>
        <DefaultFilters map={globalFilters} required={requiredFilters} onChange={setGlobalFilters} />
      </section>
      {profile ? (
        <AccessSwitch profile={profile} />
      ) : (
        <Switch
          label="Account access"
          description="Lets this profile see the account, billing, services and devices."
          checked={accountAccess}
          onCheckedChange={setAccountAccess}
        />
      )}
      <FormAlert />
      <div className="ac-actions">
        {profile && !profile.is_primary && (
          <div className="ac-actions__start">
            <DeleteProfile profile={profile} />
          </div>
        )}
        <FormSubmit>{profile ? 'Done' : 'Create'}</FormSubmit>
      </div>
    </Form>
  );
}

/** The default filters' editor, named by the name as it is being typed. */
function DefaultFilters({ map, required, onChange }: { map: CategoryMap; required: CategoryMap; onChange: (map: CategoryMap) => void }) {
  const name = useWatch({ name: 'name' }) as string;
  return <CategoryMapEditor map={map} required={required} onChange={onChange} label={`${name.trim() || 'This profile'}'s default filters`} />;
}

/** The profile edit screen (002 §2.3, §4, §5): /profiles/:id/edit, or /profiles/new to create one (at most 6). */
export function ProfileEditor({ profileId }: { profileId: number | null }) {
  const user = useUser();
  const groups = useAccountData(accountCalls.avatarGroups);
  if (!user) return null;
  if (groups.error) return <Alert tone="error">{groups.error.message}</Alert>;
  if (!groups.data) return <PageSkeleton />;
  if (profileId === null && user.profiles.length >= PROFILE_LIMIT) return <Alert tone="warning">{PROFILE_LIMIT_REACHED}</Alert>;
  const profile = profileId === null ? null : (user.profiles.find((p) => p.id === profileId) ?? null);
  if (profileId !== null && !profile) return <Alert tone="error">This profile is not one of your profiles.</Alert>;
  return <Editor key={profile?.id ?? 'new'} profile={profile} groups={groups.data} requiredFilters={user.required_filters} />;
}
