import type { AvatarGroup } from '@sift/contracts';

/** Avatars by group (002 §2.3): one radio group, a fieldset per group, each avatar a picture named for its group. */
export function AvatarPicker({ groups, value, onChange }: { groups: AvatarGroup[]; value: number | null; onChange: (id: number) => void }) {
  return (
    <div className="ac-avatars" role="radiogroup" aria-label="Avatar">
      {groups.map((group) => (
        <fieldset key={group.id} className="ac-avatars__group">
          <legend className="ac-avatars__legend">{group.title}</legend>
          <div className="ac-avatars__grid">
            {group.avatars.map((avatar, index) => (
              <label key={avatar.id} className="ac-avatar" data-checked={avatar.id === value || undefined}>
                <input
                  type="radio"
                  name="avatar"
                  className="ac-avatar__input"
                  value={avatar.id}
                  checked={avatar.id === value}
                  onChange={() => onChange(avatar.id)}
                  aria-label={`${group.title} avatar ${index + 1}`}
                />
                <img src={avatar.url} alt="" width={64} height={64} />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
