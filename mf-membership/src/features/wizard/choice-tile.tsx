/** One choice of the wizard's services and devices steps: a labelled checkbox drawn as a tile. */
export function ChoiceTile({
  label,
  description,
  imageUrl,
  checked,
  onToggle,
}: {
  label: string;
  description?: string;
  imageUrl?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label className="mb-tile" data-checked={checked || undefined}>
      <input type="checkbox" className="mb-tile__input" checked={checked} onChange={onToggle} />
      {imageUrl && <img className="mb-tile__logo" src={imageUrl} alt="" width={48} height={48} loading="lazy" />}
      <span className="mb-tile__text">
        <span className="mb-tile__label">{label}</span>
        {description && <span className="mb-tile__description">{description}</span>}
      </span>
    </label>
  );
}
